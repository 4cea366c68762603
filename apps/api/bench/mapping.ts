/**
 * `npm run bench:mapping` (ADR 0048): the mapping suggestions measured against framework authors' own
 * mappings, with the route's ranking (`src/lib/mapping-suggestions`) run on the seed files.
 * - BioExcel knowledge base → BioExcel 1.0, leave-one-out: each resource is ranked with the others'
 *   mappings as evidence, its own and those of every resource with the same title or URL hidden;
 * - DIRECT learning resources → skills, from a cold start: no DIRECT mapping as evidence, only the
 *   framework's text and the resources' titles;
 * - the time of one resource's suggestions on the generated framework of 2,000 competencies.
 * Prints recall@5 (share of a resource's true competencies among the first five suggested competencies,
 * averaged) and precision@1 (share of resources whose first suggestion is true).
 */
import type { ContentDomain } from '@hub/domain';
import type { FrameworkFile } from '../src/db/seed/file-schema.js';
import {
  buildCompetencyIndex,
  buildEvidenceIndex,
  competenciesOfTree,
  type EvidenceIndex,
  type RankingWeights,
  resourceText,
  suggestMappings,
} from '../src/lib/mapping-suggestions/index.js';
import { largeFrameworkFile } from './large-framework.js';
import {
  bioexcelTruth,
  domainsOfFile,
  readSeed,
  sameTitleKey,
  sameUrlKey,
  type TruthResource,
} from './mapping-data.js';
import { directTruth } from './mapping-direct.js';

/** Recall@5 and precision@1 of one ground truth. */
export interface Figures {
  resources: number;
  recallAt5: number;
  precisionAt1: number;
}

/** The first `n` distinct competencies of a suggestion list (an attribute counts for its competency). */
function topCompetencies(list: { competencyUuid: string }[], n: number): string[] {
  const out: string[] = [];
  for (const s of list) {
    if (!out.includes(s.competencyUuid)) out.push(s.competencyUuid);
    if (out.length === n) break;
  }
  return out;
}

/**
 * Ranks every resource of a ground truth and scores the ranking.
 * @param withEvidence leave-one-out evidence from the other resources (false: cold start)
 */
export function measure(
  domains: ContentDomain[],
  truth: TruthResource[],
  withEvidence: boolean,
  weights?: RankingWeights,
): Figures {
  const index = buildCompetencyIndex(competenciesOfTree(domains));
  let evidence: EvidenceIndex | null = null;
  if (withEvidence)
    evidence = buildEvidenceIndex(
      truth.map((r) => ({ ...resourceText(r), id: r.id, url: r.url, competencyUuids: r.truth })),
    );
  let recall = 0;
  let precision = 0;
  for (const r of truth) {
    const hidden = new Set(
      truth
        .filter(
          (o) =>
            o.id === r.id ||
            sameUrlKey(o.url) === sameUrlKey(r.url) ||
            sameTitleKey(o.title) === sameTitleKey(r.title),
        )
        .map((o) => o.id),
    );
    const list = suggestMappings(index, evidence, resourceText(r), {
      limit: 50,
      excludeEvidence: (id) => hidden.has(id),
      ...(weights ? { weights } : {}),
    });
    const top = topCompetencies(list, 5);
    recall += top.filter((c) => r.truth.includes(c)).length / r.truth.length;
    precision += top[0] && r.truth.includes(top[0]) ? 1 : 0;
  }
  return {
    resources: truth.length,
    recallAt5: recall / truth.length,
    precisionAt1: precision / truth.length,
  };
}

/** Milliseconds of one resource's suggestions on the generated 2,000-competency framework (median of 20). */
export function largeFrameworkTimes(): { buildMs: number; suggestMs: number } {
  const domains = domainsOfFile(largeFrameworkFile());
  const t0 = performance.now();
  const index = buildCompetencyIndex(competenciesOfTree(domains));
  const buildMs = performance.now() - t0;
  const resource = resourceText({
    title: 'Generated attribute competency 1234 training',
    keywords: ['generated', 'competency'],
    description: 'A generated resource about generated attributes 12.3 and a generated domain.',
  });
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    suggestMappings(index, null, resource, { limit: 10 });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { buildMs, suggestMs: times[10] ?? 0 };
}

const f = (n: number) => n.toFixed(2);

function main() {
  const bioexcel = measure(
    domainsOfFile(readSeed<FrameworkFile>('bioexcel-1.0.json')),
    bioexcelTruth(),
    true,
  );
  console.log(
    `BioExcel KB → BioExcel 1.0 (${bioexcel.resources} resources, leave-one-out): recall@5 ${f(bioexcel.recallAt5)} (target ≥ 0.75), precision@1 ${f(bioexcel.precisionAt1)} (target ≥ 0.60)`,
  );
  const direct = directTruth();
  if (direct) {
    const figures = measure(direct.domains, direct.truth, false);
    console.log(
      `DIRECT learning resources → skills (${figures.resources} resources, cold start): recall@5 ${f(figures.recallAt5)} (target ≥ 0.60), precision@1 ${f(figures.precisionAt1)}`,
    );
  } else console.log('DIRECT: no DIRECT seed files in src/db/seed/data; not measured');
  const large = largeFrameworkTimes();
  console.log(
    `Generated framework of 2,000 competencies: index built in ${large.buildMs.toFixed(0)} ms; one resource's suggestions in ${large.suggestMs.toFixed(1)} ms (median of 20; target < 100 ms)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
