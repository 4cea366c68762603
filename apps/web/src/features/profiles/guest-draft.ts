/**
 * The mapping page's draft (docs/features/browsing.md §13): the ratings being edited, kept in this browser while the visitor
 * works, so that a reload or a closed tab does not lose them; removed on Save. One draft, for one framework
 * version (like the guest profile itself).
 */
import { guestMappingEntrySchema } from '@hub/domain';
import { z } from 'zod';
import { createStore } from '../../lib/storage';

export const guestMappingDraftSchema = z.object({
  frameworkName: z.string(),
  versionNumber: z.string(),
  mapping: z.array(guestMappingEntrySchema),
  /** ISO date-time of the last change. */
  updatedAt: z.string(),
});
export type GuestMappingDraft = z.infer<typeof guestMappingDraftSchema>;

/** `guestMappingDraft` in localStorage, `{ version: 1, data }`. */
export const guestMappingDraftStore = createStore<GuestMappingDraft>({
  key: 'guestMappingDraft',
  schema: guestMappingDraftSchema,
  version: 1,
});
