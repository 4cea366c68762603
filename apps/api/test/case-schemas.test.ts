/**
 * Every CASE package the hub serves (1.1 and 1.0, every released version) validates against its consumers'
 * schemas (ADR 0023, 0043): 1EdTech's official CASE 1.1 CFPackage JSON Schema (draft 2019-09) and the CASE
 * 1.0 package schema OpenSALT checks every JSON import against. Both are read from
 * `../shared/interchange-schemas/` beside the repository (its README names their sources); a run without
 * them fails, since a skipped check would pass unnoticed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { expect, it } from 'vitest';
import { describeWithSeededApp } from './helpers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const schemaDir = path.resolve(repoRoot, '../shared/interchange-schemas');
const SCHEMAS = {
  v1p1: 'case-v1p1-cfpackage.json',
  v1p0: 'opensalt-case-v1p0-cfpackage-schema.json',
} as const;

/** A compiled validator of one schema file, or the reason there is none. */
function validatorOf(caseVersion: keyof typeof SCHEMAS) {
  const file = path.join(schemaDir, SCHEMAS[caseVersion]);
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: the CASE schema tests need ../shared/interchange-schemas/ beside the repository ` +
        '(see its README); they do not skip.',
    );
  }
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  // The OpenSALT schema writes `additionalProperties: {CFDocumentURI: …}`, which is not a keyword: strict off.
  const ajv =
    caseVersion === 'v1p1'
      ? new Ajv2019({ allErrors: true, strict: false })
      : new Ajv({ allErrors: true, strict: false });
  (addFormats as unknown as (a: unknown) => void)(ajv);
  return ajv.compile(schema);
}

/** The shipped released versions' dates (seed/data/*.json `release_date`, with their sources there). */
const RELEASED: Record<string, string> = {
  'BioExcel 1.0': '2019-03-08',
  'ISCB 2.0': '2018-02-01',
  'ISCB 3.0': '2024-11-18',
  'ISCB core facility extension e1': '2024-10-01',
  'DIRECT 2.0.0': '2026-04-16',
};

describeWithSeededApp('CASE packages against the consumers’ schemas', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  for (const caseVersion of ['v1p1', 'v1p0'] as const) {
    it(`validates every ${caseVersion} package against ${SCHEMAS[caseVersion]}`, async () => {
      const validate = validatorOf(caseVersion);
      const list = (await get(`/ims/case/${caseVersion}/CFDocuments`)).json() as {
        CFDocuments: { title: string; version: string; CFPackageURI: { uri: string } }[];
      };
      expect(list.CFDocuments.length).toBeGreaterThan(3);
      for (const doc of list.CFDocuments) {
        const pkg = (await get(new URL(doc.CFPackageURI.uri).pathname)).json();
        const valid = validate(pkg);
        expect(valid ? [] : validate.errors, `${doc.title} ${doc.version}`).toEqual([]);
        // Every node has a URI of its own (rubric criteria and levels once repeated the rubric's).
        const uris: string[] = [];
        JSON.stringify(pkg, (key, value) => {
          if (key === 'uri' && typeof value === 'string') uris.push(value);
          return key.endsWith('URI') ? undefined : value;
        });
        expect(uris.length - new Set(uris).size, `${doc.title} ${doc.version}: repeated URIs`).toBe(0);
        // Dated by the version's release (its source's publication date), never 1970 or the installation.
        const dates = new Set<string>();
        JSON.stringify(pkg, (key, value) => {
          if (key === 'lastChangeDateTime') dates.add(value);
          return value;
        });
        expect([...dates], `${doc.title} ${doc.version}`).toEqual([
          `${RELEASED[`${doc.title} ${doc.version}`]}T00:00:00+00:00`,
        ]);
      }
    });
  }
});
