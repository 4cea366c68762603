/**
 * The state one merge of a file's tree into a draft carries from level to level (ADR 0028, 0065): the
 * draft's rows, the matcher, the colleagues' edits since the file's source, the item-by-item listing, the
 * summary being counted, positions to append after, the titles moves are listed with, and the pacing that
 * gives readers a turn of the event loop (ADR 0039). Built by merge.ts, used by levels.ts.
 */
import type { Db } from '../../../db/client.js';
import { yieldToEventLoop } from '../../../db/content-writer.js';
import type { AttributeRow, CompetencyRow, DomainRow } from '../../../db/rows.js';
import { importListing } from './listing.js';
import { draftMatcher } from './match.js';
import type { RowEdits } from './row-edits.js';
import type { Counts, DraftImportMove, DraftImportSummary, ImportNode } from './types.js';

const MAX_MOVES_LISTED = 200;
/** Update statements between two turns of the event loop (ADR 0039: readers wait at most ~1 s). */
const UPDATES_PER_TURN = 100;

/** A count of nothing at each level. */
export const zeroCounts = (): Counts => ({ domains: 0, competencies: 0, attributes: 0 });

/** The draft's rows as the merge reads them (the change set's snapshot, ADR 0022). */
export interface DraftRows {
  domains: DomainRow[];
  competencies: CompetencyRow[];
  attributes: AttributeRow[];
  relations: { competencyId: number; relation: string; targetUuid: string; position: number }[];
}

/** One merge's state: see the module's comment. */
export interface MergeRun {
  tx: Db;
  draftId: number;
  rows: DraftRows;
  summary: DraftImportSummary;
  listing: ReturnType<typeof importListing>;
  /** Colleagues' edits since the file's source, by `rowKey`. */
  history: Map<string, RowEdits>;
  match: ReturnType<typeof draftMatcher>['match'];
  /** Titles of domains (`d<id>`) and competencies (`c<id>`) as they are after the merge so far. */
  titles: Map<string, string>;
  /** The next position after the last under a parent (`root`, `d<id>`, `c<id>`; archived items included). */
  nextPosition(parent: string): number;
  /** Awaited before each update: every UPDATES_PER_TURN updates it yields to the event loop. */
  paced(): Promise<void>;
  /** Counts a move and lists it (the first 200). */
  move(move: DraftImportMove): void;
}

/** The code a matched item takes: the file's, or its own when the file says nothing (undefined). */
export const codeFor = (node: ImportNode, was: { code: string | null }) =>
  node.code === undefined ? was.code : node.code;

/**
 * A merge's state over the draft's rows.
 * @returns the run, and the matcher's `used` set and `issues` list (read once every level is merged)
 */
export function startMergeRun(
  tx: Db,
  draftId: number,
  rows: DraftRows,
  summary: DraftImportSummary,
  history: Map<string, RowEdits>,
  matchCodes: boolean,
) {
  const { match, used, issues } = draftMatcher(rows, matchCodes);
  const last = new Map<string, number>();
  const note = (key: string, position: number) => last.set(key, Math.max(last.get(key) ?? 0, position));
  for (const d of rows.domains) note('root', d.position);
  for (const c of rows.competencies) note(`d${c.domainId}`, c.position);
  for (const a of rows.attributes) note(`c${a.competencyId}`, a.position);
  let updates = 0;
  const run: MergeRun = {
    tx,
    draftId,
    rows,
    summary,
    listing: importListing(),
    history,
    match,
    titles: new Map<string, string>([
      ...rows.domains.map((d) => [`d${d.id}`, d.title] as const),
      ...rows.competencies.map((c) => [`c${c.id}`, c.title] as const),
    ]),
    nextPosition(parent) {
      const next = (last.get(parent) ?? 0) + 1;
      last.set(parent, next);
      return next;
    },
    async paced() {
      if (++updates % UPDATES_PER_TURN === 0) await yieldToEventLoop();
    },
    move(m) {
      summary.moved[m.kind === 'competency' ? 'competencies' : 'attributes']++;
      if (summary.moves.length < MAX_MOVES_LISTED) summary.moves.push(m);
    },
  };
  return { run, used, issues };
}
