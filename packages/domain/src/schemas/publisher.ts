/**
 * The framework's publisher (its owner, issue #20 §2): the name and, when known, the web address that
 * CTDL-ASN names as `ceasn:publisher` and `ceasn:creator`. Read and set by framework managers at
 * `/api/v1/manage/frameworks/{fw}/publisher`.
 */
import { z } from 'zod';

/** The publisher as stored: both null when none is recorded. */
export const frameworkPublisherSchema = z.object({
  name: z.string().nullable(),
  url: z.string().nullable(),
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
});
export type FrameworkPublisherRequest = z.infer<typeof frameworkPublisherRequestSchema>;
