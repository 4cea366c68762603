/**
 * The ranking of mapping suggestions (ADR 0048): which competencies (and attributes) of a framework version
 * a training resource most likely teaches, each with its reasons. Two kinds of evidence, fused:
 * - text: BM25 of the resource's words (title and keywords weigh more than its description) against each
 *   competency's title, attributes, description and domain; the reason names the words that matched;
 * - neighbours: the resources most like this one (BM25 over titles, keywords and descriptions) vote for
 *   the competencies they are mapped to; the reason names them.
 * Pure: the indexes are built by `indexes.ts`, the caller chooses what counts as evidence.
 */
import type { CompetencyIndex, EvidenceIndex, ResourceText, SuggestionCompetency } from './indexes.js';
import { COMPETENCY_BOOST, EVIDENCE_BOOST } from './indexes.js';
import { termsOf } from './terms.js';

/** One suggestion: a competency as a whole, or one of its attributes. */
export interface Suggestion {
  competencyUuid: string;
  attributeUuid?: string;
  title: string;
  code?: string;
  /** Between 0 and 1, higher is likelier. */
  score: number;
  reasons: string[];
}

/** The weights of the ranking; the defaults are the ones measured by `npm run bench:mapping`. */
export interface RankingWeights {
  /** Weight of a word of the title, the keywords and the rest of the text. */
  title: number;
  keywords: number;
  text: number;
  /** How many neighbours vote. */
  neighbours: number;
  /** Share of the neighbours' votes in the fused score (the rest is text), when there is evidence. */
  neighbourShare: number;
  /** Field boosts of the competency index (title, attributes, description, domain). */
  fields: { title: number; attributes: number; description: number; context: number };
  /** Weight of a query word matching as a prefix of a longer indexed word (0: exact words only). */
  prefix: number;
  /** Weight of a query word of 6 letters or more matching an indexed word one or two edits away (0: none). */
  fuzzy: number;
}

export const DEFAULT_WEIGHTS: RankingWeights = {
  title: 3,
  keywords: 2,
  text: 1,
  neighbours: 10,
  neighbourShare: 0.6,
  fields: COMPETENCY_BOOST,
  prefix: 0.5,
  fuzzy: 0.3,
};

/** What to leave out of a ranking. */
export interface SuggestOptions {
  limit: number;
  /** Competencies and attributes mapped already (never suggested again). */
  mappedCompetencyUuids?: ReadonlySet<string>;
  mappedAttributeUuids?: ReadonlySet<string>;
  /** Evidence resources that may not vote (the resource itself, its duplicates). */
  excludeEvidence?: (id: string) => boolean;
  weights?: RankingWeights;
}

/** How many neighbours' titles a reason names. */
const NAMED_NEIGHBOURS = 3;
/** How many matched words a reason names. */
const NAMED_WORDS = 6;
/** An attribute's suggestion scores below its competency's: at most this share of it. */
const ATTRIBUTE_FACTOR = 0.99;
/** Codes in their natural order ('2.10' after '2.9'). */
const ORDER = new Intl.Collator('en', { numeric: true });

/** Weighted query terms of a resource: stem → weight, and stem → a word as written. */
function queryOf(resource: ResourceText, w: RankingWeights) {
  const weight = new Map<string, number>();
  const word = new Map<string, string>();
  const add = (text: string, value: number) => {
    for (const t of termsOf(text)) {
      weight.set(t.stem, Math.max(weight.get(t.stem) ?? 0, value));
      if (!word.has(t.stem)) word.set(t.stem, t.word);
    }
  };
  add(resource.title, w.title);
  add(resource.keywords.join(' '), w.keywords);
  add(resource.text, w.text);
  return { weight, word };
}

/** Scores divided by the highest (empty map: unchanged). */
function normalised(scores: Map<string, number>): Map<string, number> {
  const top = Math.max(0, ...scores.values());
  if (top <= 0) return scores;
  return new Map([...scores].map(([k, v]) => [k, v / top]));
}

/**
 * Ranks the competencies (and attributes) of a version for one resource, best first.
 * @param competencies the version's competency index
 * @param evidence the resources already mapped in the framework (null: no evidence, a cold start)
 * @param resource the resource to map
 * @param options limit, what is mapped already, which evidence may not vote, weights
 * @returns at most `limit` suggestions, each with at least one reason, best first (ties by code, title)
 */
export function suggestMappings(
  competencies: CompetencyIndex,
  evidence: EvidenceIndex | null,
  resource: ResourceText,
  options: SuggestOptions,
): Suggestion[] {
  const w = options.weights ?? DEFAULT_WEIGHTS;
  const query = queryOf(resource, w);
  const terms = [...query.weight.keys()];
  if (terms.length === 0 || options.limit <= 0) return [];
  const searchOptions = {
    tokenize: (s: string) => s.split(' '),
    processTerm: (t: string) => t,
    boostTerm: (term: string) => query.weight.get(term) ?? 1,
  };

  const text = new Map<string, number>();
  const matched = new Map<string, string[]>();
  for (const hit of competencies.search.search(terms.join(' '), {
    ...searchOptions,
    boost: w.fields,
    prefix: (term: string) => w.prefix > 0 && term.length >= 4,
    fuzzy: (term: string) => (w.fuzzy > 0 && term.length >= 6 ? 2 : false),
    weights: { prefix: w.prefix, fuzzy: w.fuzzy },
  })) {
    text.set(hit.id, hit.score);
    matched.set(
      hit.id,
      [...hit.terms].sort((a, b) => (query.weight.get(b) ?? 0) - (query.weight.get(a) ?? 0)),
    );
  }

  const votes = new Map<string, number>();
  const voters = new Map<string, string[]>();
  if (evidence) {
    const hits = evidence.search
      .search(terms.join(' '), {
        ...searchOptions,
        boost: EVIDENCE_BOOST,
        filter: options.excludeEvidence ? (r) => !options.excludeEvidence?.(r.id) : undefined,
      })
      .slice(0, w.neighbours);
    const top = hits[0]?.score ?? 0;
    for (const hit of hits) {
      const neighbour = evidence.byId.get(hit.id);
      if (!neighbour) continue;
      for (const uuid of new Set(neighbour.competencyUuids)) {
        if (!competencies.byUuid.has(uuid)) continue;
        votes.set(uuid, (votes.get(uuid) ?? 0) + hit.score / top);
        voters.set(uuid, [...(voters.get(uuid) ?? []), neighbour.title]);
      }
    }
  }

  const share = votes.size > 0 ? w.neighbourShare : 0;
  const textN = normalised(text);
  const votesN = normalised(votes);
  const fused = new Map<string, number>();
  for (const uuid of new Set([...textN.keys(), ...votesN.keys()])) {
    fused.set(uuid, (1 - share) * (textN.get(uuid) ?? 0) + share * (votesN.get(uuid) ?? 0));
  }

  // An attribute's suggestion scores below its competency's, so only the first `limit` competencies
  // (plus those mapped already, which are not suggested again) can hold the answer.
  const byCode = (a: string, b: string) => ORDER.compare(a, b);
  const candidates = [...fused]
    .filter(([, score]) => score > 0)
    .map(([uuid, score]) => ({ c: competencies.byUuid.get(uuid), score }))
    .filter((x): x is { c: SuggestionCompetency; score: number } => x.c !== undefined)
    .sort(
      (a, b) => b.score - a.score || byCode(a.c.code ?? '', b.c.code ?? '') || byCode(a.c.title, b.c.title),
    )
    .slice(0, options.limit + (options.mappedCompetencyUuids?.size ?? 0));
  const out: Suggestion[] = [];
  for (const { c, score } of candidates) {
    const uuid = c.uuid;
    const words = (matched.get(uuid) ?? []).map((s) => query.word.get(s) ?? s);
    const reasons: string[] = [];
    if (words.length > 0) reasons.push(`Words that matched: ${quoteList(words.slice(0, NAMED_WORDS))}`);
    const names = [...new Set(voters.get(uuid) ?? [])];
    if (names.length > 0)
      reasons.push(
        `Resources like this one were mapped here: ${quoteList(names.slice(0, NAMED_NEIGHBOURS))}${names.length > NAMED_NEIGHBOURS ? ` and ${names.length - NAMED_NEIGHBOURS} more` : ''}`,
      );
    if (!options.mappedCompetencyUuids?.has(uuid))
      out.push({ competencyUuid: uuid, title: c.title, ...(c.code ? { code: c.code } : {}), score, reasons });
    for (const a of c.attributes) {
      if (options.mappedAttributeUuids?.has(a.uuid)) continue;
      const stems = competencies.attributeStems.get(a.uuid);
      if (!stems || stems.size === 0) continue;
      const hit = [...stems].filter((s) => query.weight.has(s));
      if (hit.length === 0) continue;
      out.push({
        competencyUuid: uuid,
        attributeUuid: a.uuid,
        title: `${a.type}: ${a.title}`,
        ...(c.code ? { code: c.code } : {}),
        score: score * (hit.length / stems.size) * ATTRIBUTE_FACTOR,
        reasons: [`Words that matched: ${quoteList(hit.map((s) => query.word.get(s) ?? s))}`],
      });
    }
  }
  // Stable sort: equal scores keep the competencies' order, an attribute after its competency.
  return out
    .sort((a, b) => b.score - a.score)
    .slice(0, options.limit)
    .map((s) => ({ ...s, score: Math.round(s.score * 1000) / 1000 }));
}

/** 'a', 'b' and 'c' as “a”, “b”, “c”. */
function quoteList(items: readonly string[]): string {
  return items.map((i) => `“${i}”`).join(', ');
}
