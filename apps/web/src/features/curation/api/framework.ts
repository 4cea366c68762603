/**
 * A framework's own record (docs/features/curation.md §5; routes in apps/api/src/modules/curation/routes/frameworks.ts):
 * its metadata (title, description, home-page category, licence), edited by its managers and based on the
 * framework's revision (ADR 0021), and a new framework created by a framework manager from the manage
 * screen (docs/features/curation.md §1: framework managers edit frameworks; a new one is assigned to
 * its creator).
 */
import type { CreateFrameworkRequest, ManageFrameworkMetadata } from '@hub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { type Based, useCurationMutation } from './curation-mutation';
import { manageBase } from './manage-query';
import { publisherKey } from './publisher';
import { withFrameworkMetadata } from './view-patch';

/** The metadata a manager edits (PATCH /{fw}). */
export interface FrameworkMetadata {
  title: string;
  description: string;
  category: string;
  licence: string;
}

/**
 * Saves a framework's metadata based on `ifMatch` (a stale one asks in the conflict dialog). Success:
 * 'Framework details saved'; refreshes the manage view, the visitor's framework queries and the publisher
 * (same framework row, so its revision moved on).
 */
export function useUpdateFrameworkMetadata(framework: string) {
  const client = useQueryClient();
  return useCurationMutation<{ body: FrameworkMetadata } & Based, ManageFrameworkMetadata>(
    framework,
    async ({ body, ifMatch }) => {
      const saved = await apiSend<ManageFrameworkMetadata>('PATCH', manageBase(framework), body, { ifMatch });
      await client.invalidateQueries({ queryKey: publisherKey(framework) });
      return saved;
    },
    () => 'Framework details saved',
    {
      visitor: true,
      changes: ({ body }) => ({ ...body }),
      patch: (view, saved) => withFrameworkMetadata(view, saved),
    },
  );
}

/**
 * Creates a framework (POST /api/v1/manage/frameworks) with an empty draft, assigned to the signed-in
 * framework manager; every query is refreshed (the managed frameworks and the session's assignments
 * change). Success: 'Framework created'. Errors are ApiErrors (400 with field issues, 409 name taken).
 */
export function useCreateFramework() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFrameworkRequest) =>
      apiSend<ManageFrameworkMetadata>('POST', '/api/v1/manage/frameworks', body),
    onSuccess: async () => {
      notifySuccess('Framework created');
      await client.invalidateQueries();
    },
    onError: (error) => notifyFailure(error),
  });
}
