/**
 * CTDL-ASN graphs as a JSON-LD processor reads them (docs/features/interchange-files.md §8): every graph of every released version is
 * expanded with the `jsonld` package against a local copy of the CTDL-ASN context (fixtures/, no network);
 * no term may expand to nothing, no link may expand to a plain string, and the registry's required
 * properties of frameworks, competencies, progression models and levels must be there after expansion.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsonld from 'jsonld';
import { expect, it } from 'vitest';
import { CTDL_CONTEXT } from '../src/modules/interchange/ctdl-asn.js';
import { describeWithSeededApp } from './helpers.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const context = JSON.parse(readFileSync(path.join(fixtures, 'ctdl-asn-context.json'), 'utf8'));

/** Serves the local context; any other URL is refused (the test never reaches the network). */
const documentLoader = async (url: string) => {
  if (url !== CTDL_CONTEXT) throw new Error(`no network in tests: ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: context };
};

const CEASN = 'https://purl.org/ctdlasn/terms/';
const CETERMS = 'https://purl.org/ctdl/terms/';
const ASN = 'http://purl.org/ASN/schema/core/';
const SKOS = 'http://www.w3.org/2004/02/skos/core#';
const PREFIXES: Record<string, string> = { ceasn: CEASN, ceterms: CETERMS, asn: ASN, skos: SKOS };
const iri = (term: string) => {
  const [prefix, name] = term.split(':') as [string, string];
  return `${PREFIXES[prefix] ?? `${prefix}:`}${name}`;
};

/** Properties whose values are resources (nodes), never strings. */
const NODE_PROPERTIES = [
  'ceasn:creator',
  'ceasn:publisher',
  'ceasn:isPartOf',
  'ceasn:derivedFrom',
  'ceasn:isChildOf',
  'ceasn:isTopChildOf',
  'ceasn:hasChild',
  'ceasn:hasTopChild',
  'ceasn:inProgressionModel',
  'ceasn:publicationStatusType',
  'ceterms:precedes',
  'ceterms:precededBy',
  'skos:hasTopConcept',
  'skos:topConceptOf',
].map(iri);

/** The registry's required properties per class (Credential Engine minimum data policy). */
const REQUIRED: Record<string, string[]> = {
  [`${CEASN}CompetencyFramework`]: [
    'ceterms:ctid',
    'ceasn:name',
    'ceasn:description',
    'ceasn:inLanguage',
    'ceasn:publisher',
    'ceasn:publisherName',
  ].map(iri),
  [`${CEASN}Competency`]: ['ceterms:ctid', 'ceasn:competencyText', 'ceasn:isPartOf', 'ceasn:inLanguage'].map(
    iri,
  ),
  [`${ASN}ProgressionModel`]: [
    'ceterms:ctid',
    'ceasn:name',
    'ceasn:description',
    'ceasn:inLanguage',
    'ceasn:publisher',
    'ceasn:publisherName',
    'ceasn:publicationStatusType',
  ].map(iri),
  [`${ASN}ProgressionLevel`]: ['ceterms:ctid', 'skos:prefLabel', 'ceasn:inProgressionModel'].map(iri),
};

type Expanded = Record<string, unknown[]> & { '@id': string; '@type'?: string[] };

describeWithSeededApp('CTDL-ASN expansion', (ctx) => {
  it('expands every graph of every released version without losing a term, a link or a required property', async () => {
    const { app } = ctx();
    const frameworks = (await app.inject('/api/version_manager?_format=json')).json() as {
      machine_name: string;
      versions: { number: string }[];
    }[];
    let graphs = 0;
    const seenTypes = new Set<string>();
    for (const fw of frameworks) {
      for (const { number } of fw.versions) {
        const url = `/api/v1/frameworks/${fw.machine_name}/versions/${number}/ctdl-asn`;
        const doc = (await app.inject(url)).json() as { '@graph': Record<string, unknown>[] };
        const expanded = (await jsonld.expand(doc as never, { documentLoader } as never)) as unknown as {
          '@graph': Expanded[];
        }[];
        const nodes = expanded[0]?.['@graph'] ?? [];
        expect(nodes.length, url).toBe(doc['@graph'].length);
        graphs++;
        const byId = new Map(nodes.map((n) => [n['@id'], n]));
        for (const compact of doc['@graph']) {
          const node = byId.get(compact['@id'] as string) as Expanded;
          const label = `${url} ${compact['@id']}`;
          // Every term of the compact node is there after expansion, with at least one value.
          for (const [term, value] of Object.entries(compact)) {
            if (term.startsWith('@')) continue;
            expect(node[iri(term)], `${label} ${term} expanded to nothing`).toBeDefined();
            expect(node[iri(term)]?.length, `${label} ${term} expanded to nothing`).toBeGreaterThan(0);
            expect(value).not.toEqual([]);
          }
          for (const [property, values] of Object.entries(node)) {
            if (property.startsWith('@')) continue;
            for (const value of values as Record<string, unknown>[]) {
              // A link never reads as a string, and no literal is a URL that should have been a link.
              if (NODE_PROPERTIES.includes(property)) {
                expect(value['@id'], `${label} ${property} is a string, not a node`).toBeTypeOf('string');
              }
              if (typeof value['@value'] === 'string') {
                expect(value['@value'], `${label} ${property}`).not.toMatch(/^https?:\/\//);
              }
            }
          }
          for (const type of node['@type'] ?? []) {
            seenTypes.add(type);
            for (const required of REQUIRED[type] ?? []) {
              expect(node[required], `${label} (${type}) lacks ${required}`).toBeDefined();
            }
          }
        }
      }
    }
    expect(graphs).toBeGreaterThan(3);
    for (const type of Object.keys(REQUIRED)) expect(seenTypes, type).toContain(type);
  });

  it("names the framework's owner as publisher and creator, with the name as a language map of lists", async () => {
    const doc = (await ctx().app.inject('/api/v1/frameworks/bioexcel/versions/1.0/ctdl-asn')).json() as {
      '@graph': Record<string, unknown>[];
    };
    const [framework] = doc['@graph'];
    expect(framework?.['ceasn:publisherName']).toEqual({ en: ['BioExcel'] });
    const [agentId] = (framework?.['ceasn:publisher'] ?? []) as string[];
    expect(framework?.['ceasn:creator']).toEqual([agentId]);
    const agent = doc['@graph'].find((n) => n['@id'] === agentId);
    expect(agent?.['ceterms:name']).toEqual({ en: 'BioExcel' });
  });
});
