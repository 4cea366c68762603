/**
 * The two in-memory indexes of the mapping suggestions (ADR 0048), both MiniSearch (BM25) over stems
 * (`terms.ts`): a framework version's competencies (title, attributes, description, domain) and the
 * training resources already mapped in that framework (title, keywords, text), the evidence of the
 * nearest-neighbour votes. Building is separate from ranking so that a caller can keep an index.
 */
import MiniSearch from 'minisearch';
import { stemsOf } from './terms.js';

/** A competency of the chosen version, as the ranking reads it. */
export interface SuggestionCompetency {
  uuid: string;
  code: string | null;
  title: string;
  /** Plain-text description, where the framework has one. */
  description?: string;
  /** The titles of the groupings holding it (domain group, domain), the broadest first. */
  context: string;
  attributes: { uuid: string; title: string; type: string }[];
}

/** A training resource as text: the one to map and each resource of the evidence. */
export interface ResourceText {
  title: string;
  keywords: readonly string[];
  /** Plain text: description, learning outcomes, target audience. */
  text: string;
}

/** A resource already mapped in the framework: evidence for its neighbours. */
export interface EvidenceResource extends ResourceText {
  id: string;
  url: string;
  /** Its mappings, by lineage uuid (an attribute mapping counts for its competency). */
  competencyUuids: readonly string[];
}

/** The competencies of one version, indexed. */
export interface CompetencyIndex {
  search: MiniSearch<SuggestionCompetency>;
  byUuid: Map<string, SuggestionCompetency>;
  /** Stems of each attribute, by attribute uuid. */
  attributeStems: Map<string, Set<string>>;
}

/** The evidence resources, indexed. */
export interface EvidenceIndex {
  search: MiniSearch<EvidenceResource>;
  byId: Map<string, EvidenceResource>;
}

const tokenize = (text: string) => stemsOf(text);
const keep = (term: string) => term;

/** Field boosts of the competency index: its own title counts most. */
export const COMPETENCY_BOOST = { title: 2, attributes: 1, description: 1, context: 0.5 };
/** Field boosts of the evidence index. */
export const EVIDENCE_BOOST = { title: 2, keywords: 1.5, text: 0.5 };

/**
 * Indexes a version's competencies (archived ones left out by the caller).
 * @param competencies the version's competencies with their attributes
 */
export function buildCompetencyIndex(competencies: readonly SuggestionCompetency[]): CompetencyIndex {
  const search = new MiniSearch<SuggestionCompetency>({
    idField: 'uuid',
    fields: ['title', 'attributes', 'description', 'context'],
    extractField: (doc, field) => {
      if (field === 'attributes') return doc.attributes.map((a) => a.title).join(' \n ');
      return (doc as unknown as Record<string, string | undefined>)[field] ?? '';
    },
    tokenize,
    processTerm: keep,
  });
  search.addAll(competencies);
  const attributeStems = new Map<string, Set<string>>();
  for (const c of competencies)
    for (const a of c.attributes) attributeStems.set(a.uuid, new Set(stemsOf(a.title)));
  return { search, byUuid: new Map(competencies.map((c) => [c.uuid, c])), attributeStems };
}

/**
 * Indexes the resources already mapped (those without a mapping in the framework are no evidence).
 * @param resources resources with their competency uuids in the framework
 */
export function buildEvidenceIndex(resources: readonly EvidenceResource[]): EvidenceIndex {
  const mapped = resources.filter((r) => r.competencyUuids.length > 0);
  const search = new MiniSearch<EvidenceResource>({
    fields: ['title', 'keywords', 'text'],
    extractField: (doc, field) => {
      if (field === 'keywords') return doc.keywords.join(' \n ');
      return (doc as unknown as Record<string, string>)[field] ?? '';
    },
    tokenize,
    processTerm: keep,
  });
  search.addAll(mapped);
  return { search, byId: new Map(mapped.map((r) => [r.id, r])) };
}
