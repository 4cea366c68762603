/**
 * The framework's owner and an extension's core travel through CASE (ADR 0043): the ISCB core facility
 * extension's packages (1.1 and 1.0) name ISCB as `publisher` and carry an `isPartOf` association from the
 * ISCB 3.0 CFDocument to theirs; imported into another hub that has ISCB 3.0, each becomes a framework with
 * that publisher which extends ISCB 3.0, not a standalone framework published by the hub. Its CTDL-ASN
 * framework is `ceasn:derivedFrom` the ISCB 3.0 framework.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { framework } from '../src/db/schema/index.js';
import { importFrameworkText } from '../src/db/seed/importer.js';
import { importCasePackage } from '../src/modules/interchange/case-import.js';
import { describeWithSeededApp, openTestDatabase } from './helpers.js';

const CLI = { id: null, username: 'test' };
const ISCB_3 = readFileSync(new URL('../src/db/seed/data/iscb-3.0.json', import.meta.url), 'utf8');

describeWithSeededApp('CASE publisher and extension', (ctx, driver) => {
  for (const caseVersion of ['v1p1', 'v1p0'] as const) {
    it(`exports and restores them in CASE ${caseVersion}`, async () => {
      const get = (url: string) => ctx().app.inject({ method: 'GET', url });
      const core = (await get(`/ims/case/${caseVersion}/CFDocuments?limit=100`))
        .json()
        .CFDocuments.find(
          (d: { title: string; version: string }) => d.title === 'ISCB' && d.version === '3.0',
        );
      const suffix = caseVersion === 'v1p1' ? 'case' : 'case-1.0';
      const pkg = (await get(`/api/v1/frameworks/iscb-3.0e1/versions/e1/${suffix}`)).json();
      expect(pkg.CFDocument.publisher).toBe('ISCB');
      const partOf = pkg.CFAssociations.filter(
        (a: { associationType: string }) => a.associationType === 'isPartOf',
      );
      expect(partOf).toHaveLength(1);
      expect(partOf[0].originNodeURI).toMatchObject({
        identifier: core.identifier,
        uri: core.uri,
        title: 'ISCB',
      });
      expect(partOf[0].destinationNodeURI.identifier).toBe(pkg.CFDocument.identifier);
      expect((await get(new URL(partOf[0].originNodeURI.uri).pathname)).statusCode).toBe(200);

      const other = await openTestDatabase(driver);
      try {
        await importFrameworkText(other.db, ISCB_3, 'iscb-3.0.json');
        const outcome = await importCasePackage(other.db, JSON.stringify(pkg), CLI, 'extension.json');
        expect(outcome.status).toBe('created-framework');
        const [copy] = await other.db
          .select()
          .from(framework)
          .where(eq(framework.machineName, outcome.machineName));
        const [iscb] = await other.db.select().from(framework).where(eq(framework.machineName, 'iscb'));
        expect(copy?.publisherName).toBe('ISCB');
        expect(copy?.coreFrameworkId).toBe(iscb?.id);
        expect(copy?.coreVersionNumber).toBe('3.0');
      } finally {
        await other.close();
      }
    });
  }

  it('says in CTDL-ASN that the extension is derived from ISCB 3.0', async () => {
    const graph = (await ctx().app.inject('/api/v1/frameworks/iscb-3.0e1/versions/e1/ctdl-asn')).json();
    const core = (await ctx().app.inject('/api/v1/frameworks/iscb/versions/3.0/ctdl-asn')).json();
    expect(graph['@graph'][0]['ceasn:derivedFrom']).toEqual([core['@graph'][0]['@id']]);
    expect(core['@graph'][0]['ceasn:derivedFrom']).toBeUndefined();
  });
});
