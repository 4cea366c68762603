/**
 * The curation module's public face (ADR 0026): the managers' access step, the draft guard, change sets
 * and the draft's row writes for importers in other modules (CSV import, draft review). Its repository
 * and routes stay inside.
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
