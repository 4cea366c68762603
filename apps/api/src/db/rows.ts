/**
 * Row types of the framework aggregate, inferred from the Drizzle schema: the one place modules take
 * them from (so no module imports another module's repository for its types).
 */
import type {
  attribute,
  attributeType,
  competency,
  domain,
  expertiseLevel,
  framework,
  frameworkSource,
  frameworkVersion,
} from './schema/index.js';

export type FrameworkRow = typeof framework.$inferSelect;
export type VersionRow = typeof frameworkVersion.$inferSelect;
export type AttributeTypeRow = typeof attributeType.$inferSelect;
export type ExpertiseLevelRow = typeof expertiseLevel.$inferSelect;
export type DomainRow = typeof domain.$inferSelect;
export type CompetencyRow = typeof competency.$inferSelect;
export type AttributeRow = typeof attribute.$inferSelect;
export type SourceRow = typeof frameworkSource.$inferSelect;
