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
  /**
   * A Moodle Short name edited apart from its Description (ADR 0065): the title it gives, with the code
   * before it when the draft's code leads it. Taken when the Description is as the draft's title was.
   */
  shortTitle?: string;
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
  /** Who changed the item in the draft since the file's source (empty: nobody). */
  changedBy?: string[];
}

/** An item the import adds, with its parent's title (null for a domain). */
export interface DraftImportAddition {
  kind: 'domain' | 'competency' | 'attribute';
  title: string;
  parent: string | null;
}

/**
 * An item whose text the import changes (old → new, codes and archived marks included), or one a
 * colleague changed since the file's source that the import keeps as they left it (`kept`).
 */
export interface DraftImportChange {
  kind: 'domain' | 'competency' | 'attribute';
  from: string;
  to: string;
  /** Who changed the draft item since the file's source (empty: nobody). */
  changedBy: string[];
  /** When they last did (ISO), or null. */
  changedAt: string | null;
}

/** What an import into the draft adds, changes, moves and leaves as it is. */
export interface DraftImportSummary {
  added: Counts;
  changed: Counts;
  moved: Counts;
  /** The moves, first 200. */
  moves: DraftImportMove[];
  /** The items added, first 200. */
  additions: DraftImportAddition[];
  /** The items changed (old → new), first 200; those changed by someone since the file's source first. */
  changes: DraftImportChange[];
  /** Items changed by someone since the file's source that the file did not change: kept as they are. */
  keptEdits: DraftImportChange[];
  /** The draft-wide revision the preview or import was based on (`"d<n>"`, ADR 0058). */
  revision: string;
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
  /** The preview's draft revision (`"d<n>"`, If-Match): a draft changed since is a 409 (ADR 0065). */
  expected?: string;
  /** The audit event the file was made at (its source revision); absent: the draft's beginning. */
  since?: number;
}
