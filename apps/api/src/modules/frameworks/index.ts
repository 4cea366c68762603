/**
 * The frameworks module's public face (ADR 0026): the visitor read models and the row lookups other
 * modules may use. Its repository and routes stay inside.
 */
export { getDraftExportModel } from './draft-content.js';
export { buildExportTable } from './presenter.js';
export type { ExportModel, FrameworkDetailModel, FrameworkModel, VersionContentModel } from './service.js';
export {
  findFrameworkById,
  getCompetency,
  getExportModel,
  getFrameworkDetail,
  getVersionContent,
  listLiveFrameworks,
} from './service.js';
