/**
 * The one shape of a framework version's content (ADR 0010): version meta, then domains →
 * competencies → attributes, each node with its database id, lineage uuid, code, title, position and
 * archived flag; an attribute carries its attribute type. Archived nodes are kept: readers decide what
 * to hide (see `withoutArchived` in logic/content-tree.ts). The server builds it with one loader; the
 * visitor API, the hub API, curation and export present it.
 */
import { z } from 'zod';
import { VERSION_STATUSES } from '../constants/index.js';

/** The attribute type an attribute belongs to (framework-level vocabulary). */
export const contentAttributeTypeRefSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
});
export type ContentAttributeTypeRef = z.infer<typeof contentAttributeTypeRefSchema>;

/** An attribute of a competency. Attributes have no code (docs/features/browsing.md §8). */
export const contentAttributeSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** Id of the competency holding it (same version). */
  competencyId: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
  /** The row's revision (ADR 0021): set by the server's loader, absent in trees built elsewhere. */
  revision: z.number().int().optional(),
  attributeType: contentAttributeTypeRefSchema,
});
export type ContentAttribute = z.infer<typeof contentAttributeSchema>;

/** A competency with its attributes, ordered by position then id. */
export const contentCompetencySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** Id of the domain holding it (same version). */
  domainId: z.number().int(),
  code: z.string().nullable(),
  title: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
  /** Sanitised HTML: 'Competency derived from' / 'This competency maps to'. */
  mappedOtherCompetency: z.string(),
  /** The row's revision (ADR 0021): set by the server's loader, absent in trees built elsewhere. */
  revision: z.number().int().optional(),
  attributes: z.array(contentAttributeSchema),
});
export type ContentCompetency = z.infer<typeof contentCompetencySchema>;

/**
 * The group a domain belongs to: a third level above competencies (ADR 0046: a DIRECT competency domain
 * groups DIRECT competencies, the hub's domains). Domains of one group are next to each other.
 */
export const contentDomainGroupSchema = z.object({
  title: z.string(),
  description: z.string(),
});
export type ContentDomainGroup = z.infer<typeof contentDomainGroupSchema>;

/** A domain with its competencies, ordered by position then id. */
export const contentDomainSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  code: z.string().nullable(),
  title: z.string(),
  /** The domain's description; absent when empty (ADR 0046). */
  description: z.string().optional(),
  /** Its group of domains; absent when the framework has no such level (ADR 0046). */
  group: contentDomainGroupSchema.optional(),
  position: z.number().int(),
  archived: z.boolean(),
  /** The row's revision (ADR 0021): set by the server's loader, absent in trees built elsewhere. */
  revision: z.number().int().optional(),
  competencies: z.array(contentCompetencySchema),
});
export type ContentDomain = z.infer<typeof contentDomainSchema>;

/** The version a tree belongs to. */
export const contentVersionMetaSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  frameworkId: z.number().int(),
  number: z.string(),
  status: z.enum(VERSION_STATUSES),
  releaseDate: z.string().nullable(),
  releaseNotes: z.string(),
});
export type ContentVersionMeta = z.infer<typeof contentVersionMetaSchema>;

/** One version's whole content tree, archived nodes included, domains ordered by position then id. */
export const contentTreeSchema = z.object({
  version: contentVersionMetaSchema,
  domains: z.array(contentDomainSchema),
});
export type ContentTree = z.infer<typeof contentTreeSchema>;
