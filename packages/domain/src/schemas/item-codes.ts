/**
 * 'Renumber codes' of a draft (ADR 0059): `GET /api/v1/manage/frameworks/{fw}/draft/renumber-codes`
 * answers the preview (every code that changes, old → new, with the item's title), and `POST` of the same
 * address with the confirmed changes applies them as one change.
 */
import { z } from 'zod';

/** One code that changes. */
export const codeChangeSchema = z.object({
  kind: z.enum(['domain', 'competency']),
  id: z.number().int().positive(),
  from: z.string().nullable(),
  to: z.string(),
});

/** The preview (and the answer of the applied change): changes in tree order, domains first. */
export const renumberCodesViewSchema = z.object({
  changes: z.array(codeChangeSchema.extend({ title: z.string() })),
});
export type RenumberCodesView = z.infer<typeof renumberCodesViewSchema>;

/** What the manager confirmed: the preview's changes, as shown. */
export const renumberCodesRequestSchema = z.object({
  changes: z.array(codeChangeSchema).max(20_000),
});
export type RenumberCodesRequest = z.infer<typeof renumberCodesRequestSchema>;
