/**
 * Row writes of a draft's content for importers that plan their changes themselves (the CSV import):
 * insert domains, competencies and attributes in the order given, update one item of the draft. The
 * caller runs inside the framework-locked write (lib/framework-write.ts) after `requireDraft`; the
 * database refuses a write to a live version (migration guard triggers). ADR 0026: other modules write
 * curation's rows through this service, never through its repository.
 */
export {
  insertAttributes,
  insertCompetencies,
  insertDomains,
  updateAttribute,
  updateCompetency,
  updateDomain,
} from '../repository/content.js';
