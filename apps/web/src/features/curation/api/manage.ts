/**
 * Framework curation calls (`/api/v1/manage/frameworks/{fw}/...`, contract in
 * packages/domain/src/schemas/curation.ts): one fetcher per route, the query options of the manage view,
 * and one mutation hook per write. Every write refreshes the manage view; a release also refreshes the
 * visitor's ['frameworks'] queries. Success and failure snackbars follow curation spec §8; the failure
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
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { type FieldErrors, issuesToFieldErrors } from '../logic';

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
export function releaseDraft(framework: string, body: ReleaseRequest): Promise<ManageVersion> {
  return apiSend<ManageVersion>('POST', `${base(framework)}/release`, body);
}

/** PATCH /{fw}/versions/{id}: release notes of a version. @throws ApiError */
export function updateReleaseNotes(
  framework: string,
  versionId: number,
  body: ReleaseNotesRequest,
): Promise<ManageVersion> {
  return apiSend<ManageVersion>('PATCH', `${base(framework)}/versions/${segment(versionId)}`, body);
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
): Promise<ManageDomain> {
  return apiSend<ManageDomain>('PATCH', `${base(framework)}/domains/${segment(id)}`, body);
}

/** PUT /{fw}/domains/order: every domain id of the draft in its new order. @throws ApiError */
export function orderDomains(framework: string, body: OrderRequest): Promise<void> {
  return apiSend<void>('PUT', `${base(framework)}/domains/order`, body);
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
): Promise<ManageCompetency> {
  return apiSend<ManageCompetency>('PATCH', `${base(framework)}/competencies/${segment(id)}`, body);
}

/** PUT /{fw}/domains/{id}/competencies/order: every competency id of the domain. @throws ApiError */
export function orderCompetencies(framework: string, domainId: number, body: OrderRequest): Promise<void> {
  return apiSend<void>('PUT', `${base(framework)}/domains/${segment(domainId)}/competencies/order`, body);
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
): Promise<ManageAttribute> {
  return apiSend<ManageAttribute>('PATCH', `${base(framework)}/attributes/${segment(id)}`, body);
}

/** PUT /{fw}/competencies/{id}/attributes/order: the competency's attribute ids. @throws ApiError */
export function orderAttributes(framework: string, competencyId: number, body: OrderRequest): Promise<void> {
  return apiSend<void>(
    'PUT',
    `${base(framework)}/competencies/${segment(competencyId)}/attributes/order`,
    body,
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
): Promise<ManageAttributeType> {
  return apiSend<ManageAttributeType>('PATCH', `${base(framework)}/attribute-types/${segment(id)}`, body);
}

/** DELETE /{fw}/attribute-types/{id}. @throws ApiError (409 used or released) */
export function deleteAttributeType(framework: string, id: number): Promise<void> {
  return apiSend<void>('DELETE', `${base(framework)}/attribute-types/${segment(id)}`);
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
): Promise<ManageExpertiseLevel> {
  return apiSend<ManageExpertiseLevel>('PATCH', `${base(framework)}/expertise-levels/${segment(id)}`, body);
}

/** DELETE /{fw}/expertise-levels/{id}. @throws ApiError (409 released) */
export function deleteExpertiseLevel(framework: string, id: number): Promise<void> {
  return apiSend<void>('DELETE', `${base(framework)}/expertise-levels/${segment(id)}`);
}

// ---------------------------------------------------------------- query

/** Query key of one framework's manage view. */
export const manageFrameworkKey = (framework: string) => ['manage', 'frameworks', framework] as const;

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

/**
 * A mutation of the curation API: on success refreshes the manage view (and, with `visitor`, the
 * visitor's ['frameworks'] queries) and shows `success(variables)` when it returns text; on failure
 * shows 'Unable to perform the request' with the server's reason.
 */
function useCurationMutation<TVars, TData>(
  framework: string,
  call: (vars: TVars) => Promise<TData>,
  success: (vars: TVars) => string | null,
  options: { visitor?: boolean } = {},
) {
  const client = useQueryClient();
  return useMutation<TData, Error, TVars>({
    mutationFn: call,
    onSuccess: async (_data, vars) => {
      const message = success(vars);
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
  return useCurationMutation<ReleaseRequest, ManageVersion>(
    framework,
    (body) => releaseDraft(framework, body),
    (body) => `Version ${body.version.trim()} released`,
    { visitor: true },
  );
}

/** Update release notes (§4). Success: 'Record updated'. */
export function useUpdateReleaseNotes(framework: string) {
  return useCurationMutation<{ versionId: number; body: ReleaseNotesRequest }, ManageVersion>(
    framework,
    ({ versionId, body }) => updateReleaseNotes(framework, versionId, body),
    () => 'Record updated',
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
  return useCurationMutation<{ id: number; body: UpdateDomainRequest }, ManageDomain>(
    framework,
    ({ id, body }) => updateDomain(framework, id, body),
    () => 'Domain updated',
  );
}

/** Domain order. Success: 'Items updated'. */
export function useOrderDomains(framework: string) {
  return useCurationMutation<OrderRequest, void>(
    framework,
    (body) => orderDomains(framework, body),
    () => 'Items updated',
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
  return useCurationMutation<{ id: number; body: UpdateCompetencyRequest }, ManageCompetency>(
    framework,
    ({ id, body }) => updateCompetency(framework, id, body),
    ({ body }) => (body.archived !== undefined ? 'Competency status updated' : 'Competency updated'),
  );
}

/** Competency order within a domain. Success: 'Items updated'. */
export function useOrderCompetencies(framework: string) {
  return useCurationMutation<{ domainId: number; body: OrderRequest }, void>(
    framework,
    ({ domainId, body }) => orderCompetencies(framework, domainId, body),
    () => 'Items updated',
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
  return useCurationMutation<{ id: number; body: UpdateAttributeRequest }, ManageAttribute>(
    framework,
    ({ id, body }) => updateAttribute(framework, id, body),
    ({ body }) => (body.archived !== undefined ? 'Attribute status updated' : 'Attribute updated'),
  );
}

/** Attribute order within a competency. Success: 'Items updated'. */
export function useOrderAttributes(framework: string) {
  return useCurationMutation<{ competencyId: number; body: OrderRequest }, void>(
    framework,
    ({ competencyId, body }) => orderAttributes(framework, competencyId, body),
    () => 'Items updated',
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
  return useCurationMutation<{ id: number; body: Partial<AttributeTypeRequest> }, ManageAttributeType>(
    framework,
    ({ id, body }) => updateAttributeType(framework, id, body),
    () => 'Record updated',
  );
}

/** Attribute type removal. Success: 'Attribute type removed'. */
export function useDeleteAttributeType(framework: string) {
  return useCurationMutation<number, void>(
    framework,
    (id) => deleteAttributeType(framework, id),
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
  return useCurationMutation<{ id: number; body: Partial<ExpertiseLevelRequest> }, ManageExpertiseLevel>(
    framework,
    ({ id, body }) => updateExpertiseLevel(framework, id, body),
    () => 'Record updated',
  );
}

/** Expertise level removal. Success: 'Expertise level removed'. */
export function useDeleteExpertiseLevel(framework: string) {
  return useCurationMutation<number, void>(
    framework,
    (id) => deleteExpertiseLevel(framework, id),
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
