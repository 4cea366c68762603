/**
 * Attribute types and expertise levels of a framework (`/api/v1/manage/frameworks/{fw}/attribute-types`
 * and `/expertise-levels`; docs/features/curation.md §6): create, edit and remove, each edit and removal based on the
 * row's ETag (ADR 0021). One fetcher per route and one mutation hook per write.
 */
import type {
  AttributeTypeRequest,
  ExpertiseLevelRequest,
  ManageAttributeType,
  ManageExpertiseLevel,
} from '@hub/domain';
import { apiSend, segment } from '../../../lib/api-client';
import { type Based, useCurationMutation } from './curation-mutation';
import { manageBase as base } from './manage-query';
import { withVocabularyRow } from './view-patch';

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
    { changes: ({ body }) => body, patch: (view, type) => withVocabularyRow(view, 'attributeTypes', type) },
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
    {
      changes: ({ body }) => body,
      // The levels are listed by rating: a new rating may move the row, so the view is read again.
      patch: (view, level, { body }) =>
        body.ratingLevel === undefined ? withVocabularyRow(view, 'expertiseLevels', level) : null,
    },
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
