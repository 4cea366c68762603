/**
 * The framework's publisher (its owner, docs/features/interchange-files.md §8): the name and, when known, the web address and the
 * Credential Registry CTID that CTDL-ASN names as `ceasn:publisher` and `ceasn:creator` (the registry needs
 * one of the two; ADR 0044). Read and set by framework managers at `/api/v1/manage/frameworks/{fw}/publisher`.
 */
import { z } from 'zod';

/** A Credential Registry CTID: `ce-` and a lower-case UUID. */
export const CTID = /^ce-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What CTDL-ASN lacks to identify a publisher for the Credential Registry: an empty list when the CTID or
 * the web page is known, else both (the registry needs one of them).
 */
export function publisherIdentityMissing(publisher: { url: string | null; ctid: string | null }): string[] {
  return publisher.ctid || publisher.url ? [] : ['CTID', 'web page'];
}

/** The publisher as stored: both null when none is recorded. */
export const frameworkPublisherSchema = z.object({
  name: z.string().nullable(),
  url: z.string().nullable(),
  /** The owner's Credential Registry CTID (`ce-` + a UUID). */
  ctid: z.string().nullable(),
  /** The framework's revision: `"r<revision>"` is the If-Match of a change (ADR 0021). */
  revision: z.number().int(),
});
export type FrameworkPublisher = z.infer<typeof frameworkPublisherSchema>;

/** A manager's change: a name (blank clears the publisher) and an optional https/http address. */
export const frameworkPublisherRequestSchema = z.object({
  name: z.string().trim().max(200),
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value), {
      message: 'Enter a web address starting with https:// (or leave it empty)',
    })
    .default(''),
  ctid: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === '' || CTID.test(value), {
      message:
        'Enter a CTID: ce- followed by a UUID, as the Credential Registry shows it (or leave it empty)',
    })
    .default(''),
});
export type FrameworkPublisherRequest = z.infer<typeof frameworkPublisherRequestSchema>;
