/**
 * The ground truths of `npm run bench:mapping` (ADR 0048), read from the shipped seed files: a framework
 * file as the content tree the route loads (`ContentDomain[]`, uuids made from the codes), and the
 * resources with the competencies their authors mapped them to.
 */
import { readFileSync } from 'node:fs';
import type { ContentDomain } from '@hub/domain';
import type { FrameworkFile } from '../src/db/seed/file-schema.js';
import type { ResourceFields } from '../src/lib/mapping-suggestions/index.js';

export const SEED = new URL('../src/db/seed/data/', import.meta.url);

/** One resource of a ground truth: its text fields, URL and the competency uuids its authors chose. */
export interface TruthResource extends ResourceFields {
  id: string;
  url: string;
  truth: string[];
}

/** Reads a JSON file of the seed folder (or of another folder of the same layout). */
export function readSeed<T>(path: string, seed: URL = SEED): T {
  return JSON.parse(readFileSync(new URL(path, seed), 'utf8')) as T;
}

/**
 * A framework file as the domains of a content tree. A competency's uuid is `<code>` when it has one,
 * else its position path; an attribute's is the competency's plus its position.
 */
export function domainsOfFile(file: FrameworkFile): ContentDomain[] {
  let id = 0;
  return file.domains.map((d, di) => ({
    id: ++id,
    uuid: `d${di + 1}`,
    code: d.code ?? null,
    title: d.title,
    ...(d.description ? { description: d.description } : {}),
    ...(d.group ? { group: { title: d.group.title, description: d.group.description ?? '' } } : {}),
    position: di,
    archived: false,
    competencies: d.competencies.map((c, ci) => {
      const uuid = c.code ?? `${di + 1}.${ci + 1}`;
      const competencyId = ++id;
      return {
        id: competencyId,
        uuid,
        domainId: 0,
        code: c.code ?? null,
        title: c.title,
        position: ci,
        archived: false,
        mappedOtherCompetency: '',
        attributes: c.attributes.map((a, ai) => ({
          id: ++id,
          uuid: `${uuid}#${ai + 1}`,
          competencyId,
          title: a.title,
          position: ai,
          archived: false,
          attributeType: { id: 0, uuid: a.type, title: a.type },
        })),
      };
    }),
  }));
}

/** The BioExcel knowledge base: 200 resources mapped by BioExcel to BioExcel 1.0 codes. */
export function bioexcelTruth(): TruthResource[] {
  const items = readSeed<
    {
      title: string;
      url: string;
      description: string;
      learning_outcomes: string;
      target_audience: string;
      keywords: string;
      competencies: { code: string }[];
    }[]
  >('training/bioexcel-knowledge-base.json');
  return items.map((r, i) => ({
    id: String(i),
    title: r.title,
    url: r.url,
    keywords: r.keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    description: r.description,
    learningOutcomes: r.learning_outcomes,
    targetAudience: r.target_audience,
    truth: [...new Set(r.competencies.map((c) => c.code))],
  }));
}

/** A URL compared loosely: scheme, `www.`, case and a trailing slash ignored. */
export function sameUrlKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/** A title compared loosely: case and spacing ignored. */
export function sameTitleKey(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, ' ');
}
