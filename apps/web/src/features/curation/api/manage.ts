/**
 * Framework curation writes of a draft's content (`/api/v1/manage/frameworks/{fw}/...`, contract in
 * packages/domain/src/schemas/curation.ts): the draft, its release and release notes, domains,
 * competencies and attributes and their order; one fetcher per route and one mutation hook per write
 * (api/curation-mutation.ts). A release also refreshes the visitor's ['frameworks'] queries; every write
 * to an item or an order sends the ETag it was based on (`ifMatch`, ADR 0021). Source:
 * docs/features/curation.md §4, §8, §10.
 */
import type {
  CreateAttributesRequest,
  CreateCompetenciesRequest,
  CreateDomainsRequest,
  ManageAttribute,
  ManageCompetency,
  ManageDomain,
  ManageFrameworkView,
  ManageVersion,
  OrderRequest,
  ReleaseNotesRequest,
  ReleaseRequest,
  UpdateAttributeRequest,
  UpdateCompetencyRequest,
  UpdateDomainRequest,
} from '@hub/domain';
import { apiSend, segment } from '../../../lib/api-client';
import { type Based, useCurationMutation } from './curation-mutation';
import { manageBase as base } from './manage-query';
import { withAttribute, withAttributesAdded, withCompetency, withDomain } from './view-patch';

// ---------------------------------------------------------------- fetchers

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

// ---------------------------------------------------------------- mutations

/** 'Create draft' (docs/features/curation.md §10). Success: 'Draft created'. */
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

/** Release the draft (docs/features/curation.md §10, §11). Success: 'Version {n} released'; refreshes the visitor's framework queries. */
export function useRelease(framework: string) {
  return useCurationMutation<ReleaseRequest & Based, ManageVersion>(
    framework,
    ({ ifMatch, ...body }) => releaseDraft(framework, body, ifMatch),
    (body) => `Version ${body.version.trim()} released`,
    { visitor: true, changes: ({ releaseNotes }) => ({ releaseNotes }) },
  );
}

/** Update release notes (docs/features/curation.md §10). Success: 'Record updated'. */
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
    { changes: ({ body }) => body, patch: (view, domain) => withDomain(view, domain) },
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
    {
      changes: ({ body }) => body,
      // A position or a move changes its domain's order (and that order's ETag): read the view again.
      patch: (view, competency, { body }) =>
        body.position === undefined && body.domainId === undefined ? withCompetency(view, competency) : null,
    },
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

/** Create-attribute form and 'Add {type} attributes' (awaited: docs/features/original-hub.md). Success: 'Attributes created'. */
export function useCreateAttributes(framework: string) {
  return useCurationMutation<CreateAttributesRequest, { attributes: ManageAttribute[] }>(
    framework,
    (body) => createAttributes(framework, body),
    () => 'Attributes created',
    {
      // Added at the competency's end: only its count changes in the manage view; its own view (and
      // its attribute order's ETag) is read again (ADR 0072).
      patch: (view, { attributes }, { competencyId }) =>
        withAttributesAdded(view, competencyId, attributes.length),
      competency: { id: ({ competencyId }) => competencyId },
    },
  );
}

/** Attribute edit. Success: 'Attribute status updated' for the archive toggle, else 'Attribute updated'. */
export function useUpdateAttribute(framework: string) {
  return useCurationMutation<{ id: number; body: UpdateAttributeRequest } & Based, ManageAttribute>(
    framework,
    ({ id, body, ifMatch }) => updateAttribute(framework, id, body, ifMatch),
    ({ body }) => (body.archived !== undefined ? 'Attribute status updated' : 'Attribute updated'),
    {
      changes: ({ body }) => body,
      // The manage view counts attributes (ADR 0072): only a move changes it. The attribute itself is in
      // its competency's view; a position changes that view's order ETag, which is read again.
      patch: (view, _attribute, { body }) => (body.competencyId === undefined ? view : null),
      competency: {
        id: (_vars, attribute) => attribute?.competencyId,
        patch: (view, attribute, { body }) =>
          body.position === undefined && body.competencyId === undefined
            ? withAttribute(view, attribute)
            : null,
      },
    },
  );
}

/** Attribute order within a competency. Success: 'Items updated'. */
export function useOrderAttributes(framework: string) {
  return useCurationMutation<{ competencyId: number; body: OrderRequest } & Based, void>(
    framework,
    ({ competencyId, body, ifMatch }) => orderAttributes(framework, competencyId, body, ifMatch),
    () => 'Items updated',
    {
      changes: ({ body }) => body,
      // The manage view holds no attribute order (ADR 0072); the competency's view is read again.
      patch: (view) => view,
      competency: { id: ({ competencyId }) => competencyId },
    },
  );
}
