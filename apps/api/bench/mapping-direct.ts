/**
 * The DIRECT ground truth of `npm run bench:mapping` (ADR 0048): the learning resources that DIRECT's
 * authors linked to skills (a skill is a hub competency), from the shipped DIRECT seed files. Only the
 * resources' titles are read (the source has no descriptions); their mappings are the truth, never evidence.
 */
import { existsSync } from 'node:fs';
import type { ContentDomain } from '@hub/domain';
import type { FrameworkFile } from '../src/db/seed/file-schema.js';
import { domainsOfFile, readSeed, SEED, type TruthResource } from './mapping-data.js';

const FRAMEWORK = 'direct-2.0.0.json';
const RESOURCES = 'training/direct-2.0.0-learning-resources.json';

/**
 * The DIRECT framework's domains and its linked resources with their skills, or null when not shipped.
 * @param seed the folder of the seed files (default: the shipped one)
 */
export function directTruth(seed: URL = SEED): { domains: ContentDomain[]; truth: TruthResource[] } | null {
  if (!existsSync(new URL(FRAMEWORK, seed)) || !existsSync(new URL(RESOURCES, seed))) return null;
  const domains = domainsOfFile(readSeed<FrameworkFile>(FRAMEWORK, seed));
  const uuidByTitle = new Map(domains.flatMap((d) => d.competencies.map((c) => [c.title, c.uuid] as const)));
  const items = readSeed<
    { title: string; url: string; competencies?: { title?: string; code?: string }[] }[]
  >(RESOURCES, seed);
  const truth = items
    .map((r, i) => ({
      id: String(i),
      title: r.title,
      url: r.url,
      keywords: [],
      truth: [
        ...new Set(
          (r.competencies ?? [])
            .map((c) => uuidByTitle.get(c.title ?? ''))
            .filter((u): u is string => u !== undefined),
        ),
      ],
    }))
    .filter((r) => r.truth.length > 0);
  return { domains, truth };
}
