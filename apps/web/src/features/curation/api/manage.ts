/**
 * Framework curation calls (`/api/v1/manage/frameworks/{fw}/...`, contract in
 * packages/domain/src/schemas/curation.ts): one fetcher per route, the query options of the manage view,
 * and one mutation hook per write. Every write refreshes the manage view; a release also refreshes the
 * visitor's ['frameworks'] queries; every write to an item or an order sends the ETag it was based on
 * (`ifMatch`, ADR 0021) and a stale one asks the manager (lib/conflict). Success and failure snackbars follow curation spec §8; the failure
 * snackbar carries the server's reason (lib/notify). Spec: curation-and-administration.md §2.6–2.10, §4.
 */
import type {
  AttributeTypeRequest,
  CreateAttributesRequest,
  CreateCompetenciesRequest,
  CreateDomainsRequest,
  ExpertiseLevelRequest,
  ManageAttribute,
  ManageAttributeType,
  ManageCompetency,
  ManageDomain,
  ManageExpertiseLevel,
  ManageFrameworkView,
  ManageVersion,
  OrderRequest,
  ReleaseNotesRequest,
  ReleaseRequest,
  UpdateAttributeRequest,
  UpdateCompetencyRequest,
  UpdateDomainRequest,
} from '@hub/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend, segment } from '../../../lib/api-client';
import { askConflict } from '../../../lib/conflict';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { type FieldErrors, issuesToFieldErrors } from '../logic';
import { conflictFields } from './conflict-fields';
import { manageFrameworkKey } from './manage-key';

// ---------------------------------------------------------------- fetchers

/** Base path of one framework's curation routes. */
function base(framework: string): string {
  return `/api/v1/manage/frameworks/${segment(framework)}`;
}

/** GET /manage/frameworks/{fw}: draft (editable) or newest live version. @throws ApiError (404 unknown) */
export function fetchManageFramework(framework: string, signal?: AbortSignal): Promise<ManageFrameworkView> {
  return apiGet<ManageFrameworkView>(base(framework), signal);
}

/** POST /{fw}/draft: creates the draft from the newest live version. @throws ApiError (409 draft exists) */
export function createDraft(framework: string): Promise<ManageFrameworkView> {
  return apiSend<ManageFrameworkView>('POST', `${base(framework)}/draft`);
}

/** POST /{fw}/release: publishes the draft as a live version. @throws ApiError (409 duplicate number) */
export function releaseDraft(
  framework: string,
  body: ReleaseRequest,
  ifMatch?: string,
): Promise<ManageVersion> {
  return apiSend<ManageVersion>('POST', `${base(framework)}/release`, body, { ifMatch });
}

/** PATCH /{fw}/versions/{id}: release notes of a version. @throws ApiError */
export function updateReleaseNotes(
  framework: string,
  versionId: number,
  body: ReleaseNotesRequest,
  ifMatch?: string,
): Promise<ManageVersion> {
  return apiSend<ManageVersion>('PATCH', `${base(framework)}/versions/${segment(versionId)}`, body, {
    ifMatch,
  });
}

/** POST /{fw}/domains: 'Add domains' (one title per line, already split). @throws ApiError */
export function createDomains(
  framework: string,
  body: CreateDomainsRequest,
): Promise<{ domains: ManageDomain[] }> {
  return apiSend('POST', `${base(framework)}/domains`, body);
}

/** PATCH /{fw}/domains/{id}: title or archive toggle. @throws ApiError (409 archived) */
export function updateDomain(
  framework: string,
  id: number,
  body: UpdateDomainRequest,
  ifMatch?: string,
): Promise<ManageDomain> {
  return apiSend<ManageDomain>('PATCH', `${base(framework)}/domains/${segment(id)}`, body, { ifMatch });
}

/** PUT /{fw}/domains/order: every domain id of the draft in its new order. @throws ApiError */
export function orderDomains(framework: string, body: OrderRequest, ifMatch?: string): Promise<void> {
  return apiSend<void>('PUT', `${base(framework)}/domains/order`, body, { ifMatch });
}

/** POST /{fw}/competencies: create-competency form or 'Add competencies'. @throws ApiError */
export function createCompetencies(
  framework: string,
  body: CreateCompetenciesRequest,
): Promise<{ competencies: ManageCompetency[] }> {
  return apiSend('POST', `${base(framework)}/competencies`, body);
}

/** PATCH /{fw}/competencies/{id}: title, position, archive, mapping or domain. @throws ApiError */
export function updateCompetency(
  framework: string,
  id: number,
  body: UpdateCompetencyRequest,
  ifMatch?: string,
): Promise<ManageCompetency> {
  return apiSend<ManageCompetency>('PATCH', `${base(framework)}/competencies/${segment(id)}`, body, {
    ifMatch,
  });
}

/** PUT /{fw}/domains/{id}/competencies/order: every competency id of the domain. @throws ApiError */
export function orderCompetencies(
  framework: string,
  domainId: number,
  body: OrderRequest,
  ifMatch?: string,
): Promise<void> {
  return apiSend<void>('PUT', `${base(framework)}/domains/${segment(domainId)}/competencies/order`, body, {
    ifMatch,
  });
}

/** POST /{fw}/attributes: create-attribute form or 'Add {type} attributes'. @throws ApiError */
export function createAttributes(
  framework: string,
  body: CreateAttributesRequest,
): Promise<{ attributes: ManageAttribute[] }> {
  return apiSend('POST', `${base(framework)}/attributes`, body);
}

/** PATCH /{fw}/attributes/{id}: title, position, archive, competency or attribute type. @throws ApiError */
export function updateAttribute(
  framework: string,
  id: number,
  body: UpdateAttributeRequest,
  ifMatch?: string,
): Promise<ManageAttribute> {
  return apiSend<ManageAttribute>('PATCH', `${base(framework)}/attributes/${segment(id)}`, body, { ifMatch });
}

/** PUT /{fw}/competencies/{id}/attributes/order: the competency's attribute ids. @throws ApiError */
export function orderAttributes(
  framework: string,
  competencyId: number,
  body: OrderRequest,
  ifMatch?: string,
): Promise<void> {
  return apiSend<void>(
    'PUT',
    `${base(framework)}/competencies/${segment(competencyId)}/attributes/order`,
    body,
    { ifMatch },
  );
}

/** POST /{fw}/attribute-types. @throws ApiError */
export function createAttributeType(
  framework: string,
  body: AttributeTypeRequest,
): Promise<ManageAttributeType> {
  return apiSend<ManageAttributeType>('POST', `${base(framework)}/attribute-types`, body);
}

/** PATCH /{fw}/attribute-types/{id}. @throws ApiError (409 released) */
export function updateAttributeType(
  framework: string,
  id: number,
  body: Partial<AttributeTypeRequest>,
  ifMatch?: string,
): Promise<ManageAttributeType> {
  return apiSend<ManageAttributeType>('PATCH', `${base(framework)}/attribute-types/${segment(id)}`, body, {
    ifMatch,
  });
}

/** DELETE /{fw}/attribute-types/{id}. @throws ApiError (409 used or released) */
export function deleteAttributeType(framework: string, id: number, ifMatch?: string): Promise<void> {
  return apiSend<void>('DELETE', `${base(framework)}/attribute-types/${segment(id)}`, undefined, { ifMatch });
}

/** POST /{fw}/expertise-levels. @throws ApiError */
export function createExpertiseLevel(
  framework: string,
  body: ExpertiseLevelRequest,
): Promise<ManageExpertiseLevel> {
  return apiSend<ManageExpertiseLevel>('POST', `${base(framework)}/expertise-levels`, body);
}

/** PATCH /{fw}/expertise-levels/{id}. @throws ApiError (409 released) */
export function updateExpertiseLevel(
  framework: string,
  id: number,
  body: Partial<ExpertiseLevelRequest>,
  ifMatch?: string,
): Promise<ManageExpertiseLevel> {
  return apiSend<ManageExpertiseLevel>('PATCH', `${base(framework)}/expertise-levels/${segment(id)}`, body, {
    ifMatch,
  });
}

/** DELETE /{fw}/expertise-levels/{id}. @throws ApiError (409 released) */
export function deleteExpertiseLevel(framework: string, id: number, ifMatch?: string): Promise<void> {
  return apiSend<void>('DELETE', `${base(framework)}/expertise-levels/${segment(id)}`, undefined, {
    ifMatch,
  });
}

// ---------------------------------------------------------------- query

export { manageFrameworkKey };

/** Query options of the manage view; always refetched on mount (drafts change). */
export const manageFrameworkQuery = (framework: string) =>
  queryOptions({
    queryKey: manageFrameworkKey(framework),
    queryFn: ({ signal }) => fetchManageFramework(framework, signal),
    staleTime: 0,
  });

/** Loads the manage view of `framework`; error is an ApiError (404 → not-found page). */
export function useManageFramework(framework: string) {
  return useQuery(manageFrameworkQuery(framework));
}

// ---------------------------------------------------------------- mutations

/** What every write's variables may carry: the ETag the change was based on (ADR 0021). */
export interface Based {
  ifMatch?: string | undefined;
}

/** Returned instead of data when the manager took the other manager's change. */
const THEIRS_KEPT = Symbol('theirs kept');

/** True when a save's result says the other manager's change was kept (nothing of the form was saved). */
export function theirsKept(result: unknown): boolean {
  return result === THEIRS_KEPT;
}

/**
 * A mutation of the curation API: on success refreshes the manage view (and, with `visitor`, the
 * visitor's ['frameworks'] queries) and shows `success(variables)` when it returns text; on failure
 * shows 'Unable to perform the request' with the server's reason. A stale write (409 with a conflict)
 * asks the manager: 'Keep mine' sends it again on the new ETag, 'Take theirs' drops it (the result is
 * then {@link theirsKept}), closing the dialog fails the call with the server's reason.
 * @param changes what the write changes, by field, for the conflict dialog
 */
export function useCurationMutation<TVars, TData>(
  framework: string,
  call: (vars: TVars) => Promise<TData>,
  success: (vars: TVars) => string | null,
  options: { visitor?: boolean; changes?: (vars: TVars) => Record<string, unknown> } = {},
) {
  const client = useQueryClient();
  return useMutation<TData, Error, TVars>({
    mutationFn: async (vars) => {
      let attempt = vars;
      for (;;) {
        try {
          return await call(attempt);
        } catch (error) {
          if (!(error instanceof ApiError) || !error.conflict) throw error;
          const { conflict } = error;
          const fresh = await client.fetchQuery(manageFrameworkQuery(framework)).catch(() => undefined);
          const choice = await askConflict({
            message: error.message,
            changedBy: conflict.changedBy,
            changedAt: conflict.changedAt,
            fields: conflictFields(options.changes?.(attempt) ?? {}, conflict.current, fresh),
          });
          if (choice === 'cancel') throw error;
          if (choice === 'theirs') return THEIRS_KEPT as TData;
          attempt = { ...(attempt as object), ifMatch: conflict.etag } as TVars;
        }
      }
    },
    onSuccess: async (data, vars) => {
      const message = theirsKept(data) ? 'Their change was kept' : success(vars);
      if (message) notifySuccess(message);
      const refreshes = [client.invalidateQueries({ queryKey: manageFrameworkKey(framework) })];
      if (options.visitor) refreshes.push(client.invalidateQueries({ queryKey: ['frameworks'] }));
      await Promise.all(refreshes);
    },
    onError: (error) => notifyFailure(error),
  });
}

/** 'Create draft' (§4). Success: 'Draft created'. */
export function useCreateDraft(framework: string) {
  return useCurationMutation<void, ManageFrameworkView>(
    framework,
    () => createDraft(framework),
    () => 'Draft created',
    {
      visitor: true,
    },
  );
}

/** Release the draft (§4, §5). Success: 'Version {n} released'; refreshes the visitor's framework queries. */
export function useRelease(framework: string) {
  return useCurationMutation<ReleaseRequest & Based, ManageVersion>(
    framework,
    ({ ifMatch, ...body }) => releaseDraft(framework, body, ifMatch),
    (body) => `Version ${body.version.trim()} released`,
    { visitor: true, changes: ({ releaseNotes }) => ({ releaseNotes }) },
  );
}

/** Update release notes (§4). Success: 'Record updated'. */
export function useUpdateReleaseNotes(framework: string) {
  return useCurationMutation<{ versionId: number; body: ReleaseNotesRequest } & Based, ManageVersion>(
    framework,
    ({ versionId, body, ifMatch }) => updateReleaseNotes(framework, versionId, body, ifMatch),
    () => 'Record updated',
    { changes: ({ body }) => body },
  );
}

/** 'Add domains'. Success: 'Domains created'. */
export function useCreateDomains(framework: string) {
  return useCurationMutation<CreateDomainsRequest, { domains: ManageDomain[] }>(
    framework,
    (body) => createDomains(framework, body),
    () => 'Domains created',
  );
}

/** Domain title or archive toggle. Success: 'Domain updated'. */
export function useUpdateDomain(framework: string) {
  return useCurationMutation<{ id: number; body: UpdateDomainRequest } & Based, ManageDomain>(
    framework,
    ({ id, body, ifMatch }) => updateDomain(framework, id, body, ifMatch),
    () => 'Domain updated',
    { changes: ({ body }) => body },
  );
}

/** Domain order. Success: 'Items updated'. */
export function useOrderDomains(framework: string) {
  return useCurationMutation<OrderRequest & Based, void>(
    framework,
    ({ ids, ifMatch }) => orderDomains(framework, { ids }, ifMatch),
    () => 'Items updated',
    { changes: ({ ids }) => ({ ids }) },
  );
}

/** Create-competency form and 'Add competencies'. Success: 'Competencies added successfully'. */
export function useCreateCompetencies(framework: string) {
  return useCurationMutation<CreateCompetenciesRequest, { competencies: ManageCompetency[] }>(
    framework,
    (body) => createCompetencies(framework, body),
    () => 'Competencies added successfully',
  );
}

/** Competency edit. Success: 'Competency status updated' for the archive toggle, else 'Competency updated'. */
export function useUpdateCompetency(framework: string) {
  return useCurationMutation<{ id: number; body: UpdateCompetencyRequest } & Based, ManageCompetency>(
    framework,
    ({ id, body, ifMatch }) => updateCompetency(framework, id, body, ifMatch),
    ({ body }) => (body.archived !== undefined ? 'Competency status updated' : 'Competency updated'),
    { changes: ({ body }) => body },
  );
}

/** Competency order within a domain. Success: 'Items updated'. */
export function useOrderCompetencies(framework: string) {
  return useCurationMutation<{ domainId: number; body: OrderRequest } & Based, void>(
    framework,
    ({ domainId, body, ifMatch }) => orderCompetencies(framework, domainId, body, ifMatch),
    () => 'Items updated',
    { changes: ({ body }) => body },
  );
}

/** Create-attribute form and 'Add {type} attributes' (awaited: DEVIATIONS.md). Success: 'Attributes created'. */
export function useCreateAttributes(framework: string) {
  return useCurationMutation<CreateAttributesRequest, { attributes: ManageAttribute[] }>(
    framework,
    (body) => createAttributes(framework, body),
    () => 'Attributes created',
  );
}

/** Attribute edit. Success: 'Attribute status updated' for the archive toggle, else 'Attribute updated'. */
export function useUpdateAttribute(framework: string) {
  return useCurationMutation<{ id: number; body: UpdateAttributeRequest } & Based, ManageAttribute>(
    framework,
    ({ id, body, ifMatch }) => updateAttribute(framework, id, body, ifMatch),
    ({ body }) => (body.archived !== undefined ? 'Attribute status updated' : 'Attribute updated'),
    { changes: ({ body }) => body },
  );
}

/** Attribute order within a competency. Success: 'Items updated'. */
export function useOrderAttributes(framework: string) {
  return useCurationMutation<{ competencyId: number; body: OrderRequest } & Based, void>(
    framework,
    ({ competencyId, body, ifMatch }) => orderAttributes(framework, competencyId, body, ifMatch),
    () => 'Items updated',
    { changes: ({ body }) => body },
  );
}

/** New attribute type. Success: 'Attribute type created'. */
export function useCreateAttributeType(framework: string) {
  return useCurationMutation<AttributeTypeRequest, ManageAttributeType>(
    framework,
    (body) => createAttributeType(framework, body),
    () => 'Attribute type created',
  );
}

/** Attribute type edit. Success: 'Record updated'. */
export function useUpdateAttributeType(framework: string) {
  return useCurationMutation<
    { id: number; body: Partial<AttributeTypeRequest> } & Based,
    ManageAttributeType
  >(
    framework,
    ({ id, body, ifMatch }) => updateAttributeType(framework, id, body, ifMatch),
    () => 'Record updated',
    { changes: ({ body }) => body },
  );
}

/** Attribute type removal. Success: 'Attribute type removed'. */
export function useDeleteAttributeType(framework: string) {
  return useCurationMutation<{ id: number } & Based, void>(
    framework,
    ({ id, ifMatch }) => deleteAttributeType(framework, id, ifMatch),
    () => 'Attribute type removed',
  );
}

/** New expertise level. Success: 'Expertise level created'. */
export function useCreateExpertiseLevel(framework: string) {
  return useCurationMutation<ExpertiseLevelRequest, ManageExpertiseLevel>(
    framework,
    (body) => createExpertiseLevel(framework, body),
    () => 'Expertise level created',
  );
}

/** Expertise level edit. Success: 'Record updated'. */
export function useUpdateExpertiseLevel(framework: string) {
  return useCurationMutation<
    { id: number; body: Partial<ExpertiseLevelRequest> } & Based,
    ManageExpertiseLevel
  >(
    framework,
    ({ id, body, ifMatch }) => updateExpertiseLevel(framework, id, body, ifMatch),
    () => 'Record updated',
    { changes: ({ body }) => body },
  );
}

/** Expertise level removal. Success: 'Expertise level removed'. */
export function useDeleteExpertiseLevel(framework: string) {
  return useCurationMutation<{ id: number } & Based, void>(
    framework,
    ({ id, ifMatch }) => deleteExpertiseLevel(framework, id, ifMatch),
    () => 'Expertise level removed',
  );
}

/**
 * The server's field issues of a failed call mapped onto form fields (see issuesToFieldErrors); {} when
 * `error` is not an ApiError with issues.
 */
export function serverFieldErrors(error: unknown, field: (path: string) => string | null): FieldErrors {
  return error instanceof ApiError ? issuesToFieldErrors(error.issues, field) : {};
}

/**
 * The message to show on one field after a failed call: the server's issue for a path starting with
 * `prefix` (for example 'title'), else the error's own message.
 */
export function fieldMessage(error: unknown, prefix: string): string {
  const issue = serverFieldErrors(error, (path) => (path.startsWith(prefix) ? prefix : null))[prefix];
  if (issue) return issue;
  return error instanceof Error && error.message ? error.message : 'Unable to perform the request';
}
