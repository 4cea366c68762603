/**
 * Training resources, their mappings to competencies, TeSS import and learning pathways: request and
 * response schemas of the `/api/v1` endpoints, shared by the server (validation, OpenAPI) and the web app
 * (forms, types). Source: docs/features/training.md §3; docs/features/curation.md §9, §11, §14, §15; docs/features/browsing.md
 * (Competency details, Training resource lists, Pathways); docs/features/original-hub.md; docs/features/training.md §1.
 *
 * Visitor reads (archived resources are never listed to visitors; a resource page of an archived resource
 * is 404 for anonymous visitors):
 * | Method | Path | Query | Response |
 * |---|---|---|---|
 * | GET | `/api/v1/frameworks/{fw}/training-resources` | TrainingResourceListQuery (15/page) | TrainingResourceList |
 * | GET | `/api/v1/frameworks/{fw}/competencies/{uuid}/training-resources` | TrainingResourceListQuery (10/page) | TrainingResourceList |
 * | GET | `/api/v1/training-resources/{slug}` | – | TrainingResource |
 * | POST | `/api/v1/training-resources/{slug}/views` | – | 204 (hit count + 1, once per page view) |
 * | POST | `/api/v1/training-resources/for-competencies` | TrainingForCompetenciesRequest | TrainingForCompetencies |
 * | GET | `/api/v1/frameworks/{fw}/learning-pathways` | – | LearningPathwayList (published; all for content managers) |
 * | GET | `/api/v1/learning-pathways/{id}` | – | LearningPathway (unpublished: 404 unless content manager) |
 *
 * Content-manager reads and writes (role content_manager, CSRF token on writes, audit event per write):
 * | Method | Path | Body / query | Response |
 * |---|---|---|---|
 * | GET | `/api/v1/manage/training-resources` | ManageTrainingResourceListQuery (50/page) | ManageTrainingResourceList |
 * | GET | `/api/v1/manage/training-resources/{id}` | – | TrainingResource (archived ones too: the edit form) |
 * | POST | `/api/v1/manage/training-resources` | TrainingResourceRequest | 201 TrainingResourceRef (re-import of a TeSS item updates it: 200) |
 * | PUT | `/api/v1/manage/training-resources/{id}` | TrainingResourceRequest | TrainingResourceRef |
 * | PUT | `/api/v1/manage/training-resources/{id}/archived` | ArchiveRequest | TrainingResourceRef |
 * | GET | `/api/v1/manage/training-resources/{id}/mappings/{fw}` | – | ResourceMappingState |
 * | PUT | `/api/v1/manage/training-resources/{id}/mappings/{fw}` | ResourceMappingRequest | ResourceMappingState |
 * | GET | `/api/v1/manage/training-resources/{id}/mappings/{fw}/suggestions?version={number}&limit={n}` | MappingSuggestionQuery | MappingSuggestion[] (best first; ADR 0048) |
 * | DELETE | `/api/v1/manage/training-resources/{id}/mappings/{mappingId}` | – | 204 (demap) |
 * | GET | `/api/v1/manage/tess/content-providers` | – | TessProviderList |
 * | GET | `/api/v1/manage/tess/items?provider={title}&category=event|material` | – | TessItemList |
 * | GET | `/api/v1/manage/tess/items/{category}/{id}?provider={title}` | – | TessImportDraft (the form, filled) |
 * | POST | `/api/v1/manage/frameworks/{fw}/learning-pathways` | LearningPathwayRequest | 201 LearningPathway |
 * | PUT | `/api/v1/manage/learning-pathways/{id}` | LearningPathwayRequest | LearningPathway |
 * | DELETE | `/api/v1/manage/learning-pathways/{id}` | – | 204 |
 *
 * Errors: 400 with `issues` (field paths; 'Incorrect dates' when start is after end; URL must be http(s));
 * 401 anonymous; 403 missing role or CSRF token; 404 unknown framework, resource, competency, attribute or
 * pathway; 502 `tess_unavailable` when TeSS times out, fails or answers garbage (a clear message).
 *
 * The schemas live in ./training/, one file per sub-aggregate: constants, resources (lists, page, create and
 * edit), mappings (to competencies; training per competency), TeSS import, learning pathways.
 */
export * from './training/constants.js';
export * from './training/learning-pathways.js';
export * from './training/mappings.js';
export * from './training/resources.js';
export * from './training/tess.js';
