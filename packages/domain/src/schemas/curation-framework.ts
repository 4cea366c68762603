/**
 * Request and response schemas of a framework's own metadata for managers (docs/features/curation.md §5):
 * the edit of title, description, category and licence, a new framework, and the metadata as the manage
 * routes return it. Exported by the package index beside curation.ts.
 */
import { z } from 'zod';
import { FRAMEWORK_CATEGORIES, LICENCE_URLS, MAX_DESCRIPTION_LENGTH } from '../constants/index.js';
import { titleInputSchema } from './curation.js';

/** Framework metadata a manager edits: title, description, home-page category, licence. */
export const frameworkMetadataRequestSchema = z
  .object({
    title: titleInputSchema.optional(),
    description: z.string().trim().max(MAX_DESCRIPTION_LENGTH).optional(),
    category: z.enum(FRAMEWORK_CATEGORIES).optional(),
    licence: z.enum(Object.keys(LICENCE_URLS) as [string, ...string[]]).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type FrameworkMetadataRequest = z.infer<typeof frameworkMetadataRequestSchema>;

/** A new framework: its machine name (the address segment), title, category, description, licence. */
export const createFrameworkRequestSchema = z.object({
  machineName: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{0,55}$/, 'Lower-case letters, digits, dots, dashes; at most 56 characters'),
  title: titleInputSchema,
  description: z.string().trim().max(MAX_DESCRIPTION_LENGTH).default(''),
  category: z.enum(FRAMEWORK_CATEGORIES),
  licence: z.enum(Object.keys(LICENCE_URLS) as [string, ...string[]]).default('CC BY 4.0'),
});
export type CreateFrameworkRequest = z.input<typeof createFrameworkRequestSchema>;

/** A framework's metadata as the manage routes return it. */
export const manageFrameworkMetadataSchema = z.object({
  machineName: z.string(),
  /** The framework's revision after the write (ADR 0021). */
  revision: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  licence: z.string(),
});
export type ManageFrameworkMetadata = z.infer<typeof manageFrameworkMetadataSchema>;
