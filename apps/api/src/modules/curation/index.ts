/**
 * The curation module's public face (ADR 0026): the managers' access step, the draft guard, change sets
 * the draft's row writes for importers in other modules (CSV import, draft review), and the one merge of
 * a file's tree into a draft (`tree-import/`: CSV, CASE and Moodle imports). Its repository and routes
 * stay inside.
 */
export { managerAccess } from './access.js';
export {
  type DraftImportRouteSpec,
  importCountsSchema,
  importSummarySchema,
  registerDraftImportRoutes,
} from './draft-import-route.js';
export { recordChangeSet, snapshotDraft } from './service/change-sets.js';
export * as draftRows from './service/draft-rows.js';
export { requireDraft } from './service/guards.js';
export { importIntoDraft, previewImportIntoDraft, type TreeSource } from './tree-import/merge.js';
export type {
  Counts,
  DraftImportMove,
  DraftImportOptions,
  DraftImportSummary,
  ImportNode,
  ImportTree,
} from './tree-import/types.js';
