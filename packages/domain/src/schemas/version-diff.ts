/**
 * The diff of two versions of one framework (docs/features/browsing.md §9): what was added, removed, reworded, moved,
 * reordered, archived, restored, or given another attribute type, matched by lineage uuid. The shape of
 * `GET /api/v1/frameworks/{fw}/diff?from=&to=` and of the managers' 'Review changes'; built by
 * `diffVersions` (logic/version-diff.ts).
 */
import { z } from 'zod';
import { DIFF_KINDS, DIFF_LEVELS, type DiffKind } from './version-diff-constants.js';

export * from './version-diff-constants.js';

const parentRefSchema = z.object({ uuid: z.string(), title: z.string() });

/** The side of a change: only the fields the kind needs are present. */
export const diffSideSchema = z.object({
  title: z.string().optional(),
  code: z.string().nullable().optional(),
  /** The parent (domain of a competency, competency of an attribute). */
  parent: parentRefSchema.optional(),
  /** 0-based place among the parent's children (archived ones included). */
  index: z.number().int().optional(),
  archived: z.boolean().optional(),
  attributeType: z.object({ uuid: z.string(), title: z.string() }).optional(),
});
export type DiffSide = z.infer<typeof diffSideSchema>;

/** One change to one node. A node may have several (reworded and moved, say). */
export const diffChangeSchema = z.object({
  kind: z.enum(DIFF_KINDS),
  level: z.enum(DIFF_LEVELS),
  /** The node's lineage uuid (the same in both versions). */
  uuid: z.string(),
  /** Its code and title in the newer version (the older one's when removed). */
  code: z.string().nullable(),
  title: z.string(),
  /** The domain the change is listed under (the node's own for a domain). */
  domain: parentRefSchema,
  before: diffSideSchema.optional(),
  after: diffSideSchema.optional(),
});
export type DiffChange = z.infer<typeof diffChangeSchema>;

export const versionDiffSchema = z.object({
  framework: z.string(),
  from: z.string(),
  to: z.string(),
  counts: z.object(
    Object.fromEntries(DIFF_KINDS.map((k) => [k, z.number().int()])) as Record<DiffKind, z.ZodNumber>,
  ),
  changes: z.array(diffChangeSchema),
});
export type VersionDiff = z.infer<typeof versionDiffSchema>;

/** Query of the diff route: two version numbers of the framework. */
export const versionDiffQuerySchema = z.object({
  from: z.string().min(1).max(32),
  to: z.string().min(1).max(32),
});
