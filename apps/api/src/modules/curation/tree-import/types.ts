/**
 * The shapes of an import into a draft (ADR 0022; docs/features/curation.md §5, ADR 0028): the file's tree, as CASE packages,
 * Moodle CSVs and the Export page's CSV are read into it, the import's options and its summary.
 */
/** One item of the file: a domain, competency or attribute. */
export interface ImportNode {
  /** Lineage uuid; null when the file carries none (a new item gets one). */
  uuid: string | null;
  /** The code (null: none); undefined when the file does not say (a matched item keeps its own). */
  code?: string | null;
  title: string;
  /**
   * A domain's group title (ADR 0046; null: none); undefined when the file does not say (a matched domain
   * keeps its group). Domains only.
   */
  group?: string | null;
  /** The attribute type's title (attributes only; '': the matched attribute's type, else 'Attribute'). */
  itemType: string;
  archived: boolean;
  children: ImportNode[];
}

/** What a file holds for a draft import. */
export interface ImportTree {
  domains: ImportNode[];
  expertiseLevels: { uuid: string; title: string; description: string; ratingLevel: number }[];
  relations: { originUuid: string; relation: string; targetUuid: string }[];
}

export type Counts = { domains: number; competencies: number; attributes: number };

/** One item the import gives another parent. */
export interface DraftImportMove {
  kind: 'competency' | 'attribute';
  title: string;
  from: string;
  to: string;
}

/** What an import into the draft adds, changes, moves and leaves as it is. */
export interface DraftImportSummary {
  added: Counts;
  changed: Counts;
  moved: Counts;
  /** The moves, first 200. */
  moves: DraftImportMove[];
  /** Items of the draft the file does not hold: kept as they are. */
  kept: Counts;
  attributeTypesAdded: string[];
  expertiseLevelsAdded: number;
  relationsAdded: number;
  /** The recorded change set (undo it with its id); null for a preview. */
  changeSetId: number | null;
}

/** How to import a file: its change-set kind and whether items without a known uuid match by code. */
export interface DraftImportOptions {
  kind: 'import-case' | 'import-moodle' | 'import-csv';
  matchCodes: boolean;
  /** Audit details kept with the event (file name, associations kept…). */
  details?: Record<string, unknown>;
}
