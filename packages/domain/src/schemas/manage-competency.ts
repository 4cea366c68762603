/**
 * `GET /api/v1/manage/frameworks/{fw}/competencies/{id}`: one competency of the managed version with its
 * attributes, for the manage attributes screen (docs/features/curation.md §5: a competency with 10,000
 * attributes opens without loading the whole framework). Same rows, revisions and order ETag as the
 * framework's manage view (`manageFrameworkViewSchema`) holds for that competency.
 */
import { z } from 'zod';
import {
  manageAttributeTypeSchema,
  manageCompetencySchema,
  manageDomainSchema,
  manageFrameworkViewSchema,
  manageVersionSchema,
} from './curation.js';

export const manageCompetencyViewSchema = z.object({
  framework: manageFrameworkViewSchema.shape.framework,
  /** The version shown: the draft when there is one (`editable: true`), else the newest live version. */
  version: manageVersionSchema,
  editable: z.boolean(),
  attributeTypes: z.array(manageAttributeTypeSchema),
  /** The competency's domain, without its competencies. */
  domain: manageDomainSchema.omit({ competencies: true, competencyOrder: true }),
  /** The competency with every attribute (archived included) by position, and its attribute order ETag. */
  competency: manageCompetencySchema,
  /** Ids of its attributes added in this draft (they can be deleted, ADR 0022); empty for a live version. */
  addedAttributes: z.array(z.number().int()),
});
export type ManageCompetencyView = z.infer<typeof manageCompetencyViewSchema>;
