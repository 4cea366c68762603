/**
 * Content managers' training resource routes (docs/features/training.md §4; docs/features/training.md §3; docs/features/curation.md §12), in
 * the session scope under `/api/v1/manage`: the managers' list, a resource by id (archived too), create,
 * edit, archive toggle, the mapping of one framework (read and replace), its suggestions (ADR 0048) and demap. Every route needs the
 * content_manager role (401 anonymous, 403 otherwise); writes also need the CSRF token (plugins/auth.ts).
 */
import {
  archiveRequestSchema,
  errorBodySchema,
  manageTrainingResourceListQuerySchema,
  manageTrainingResourceListSchema,
  mappingSuggestionListSchema,
  mappingSuggestionQuerySchema,
  resourceMappingRequestSchema,
  resourceMappingStateSchema,
  slugSchema,
  TESS_TRACKED_FIELDS,
  trainingResourceCreatedSchema,
  trainingResourceRefSchema,
  trainingResourceRequestSchema,
  trainingResourceSchema,
} from '@hub/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { expectedOf, IF_MATCH_TEXT, rowEtag } from '../../lib/revision.js';
import { requireCapability } from '../../plugins/auth.js';
import { getResourceDetail, presentResource } from '../training/index.js';
import { listForManagers } from './list-service.js';
import { demap, getMappingState, putMapping } from './mapping-service.js';
import { acceptTessValue, createResource, setArchived, updateResource } from './service.js';
import { suggestForResource } from './suggestion-service.js';

const tags = ['Training resources: management'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const ACCESS =
  'Needs a signed-in content manager (401 anonymous, 403 otherwise); writes need the CSRF token in `X-CSRF-Token`.';
const idParam = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** Registers the routes (relative to `/api/v1/manage`). */
export async function trainingManageRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/training-resources';

  /** GET /training-resources → ManageTrainingResourceList (50 per page). */
  r.get(
    base,
    {
      schema: {
        tags,
        summary: "The content managers' list of training resources",
        description: `50 per page, newest update first; archived ones included (\`archived=true\`: only them); \`deprecated=true\`: only resources with a mapping to a competency or attribute archived or absent in its framework's newest live version. ${ACCESS}`,
        querystring: manageTrainingResourceListQuerySchema,
        response: { 200: manageTrainingResourceListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'manageTraining');
      noStore(reply);
      return listForManagers(db, user.id, request.query);
    },
  );

  /** GET /training-resources/{id} → TrainingResource (the edit form; archived ones too). */
  r.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One training resource by id, archived or not (the edit form)',
        description: ACCESS,
        params: idParam,
        response: { 200: trainingResourceSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireCapability(request, 'manageTraining');
      noStore(reply);
      return presentResource(
        await getResourceDetail(db, { id: request.params.id }, { includeArchived: true }),
        true,
      );
    },
  );

  /** POST /training-resources (TrainingResourceRequest) → 201 TrainingResourceCreated, or 200 for a TeSS re-import. */
  r.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create a training resource (a TeSS item already imported is updated instead)',
        description: `Title and an http(s) URL are required; the start date must not be after the end date ('Incorrect dates'); rich text is sanitised, plain fields lose their markup; the slug comes from the title. With \`tess\` naming an item already imported (same category and id), that resource is re-imported and the answer is 200: fields a content manager changed since the last import keep their value, the others take the new ones (ADR 0052); \`tessKept\` lists the kept fields for which TeSS has a new value (accept one with PUT \`.../tess-values/{field}\`). ${ACCESS}`,
        body: trainingResourceRequestSchema,
        response: { 200: trainingResourceCreatedSchema, 201: trainingResourceCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'manageTraining');
      const { ref, created, kept } = await createResource(db, user, request.body);
      noStore(reply);
      return reply.code(created ? 201 : 200).send({ ...ref, tessKept: kept });
    },
  );

  /** PUT /training-resources/{id}/tess-values/{field} → TrainingResourceRef ('Use TeSS's value', ADR 0052). */
  r.put(
    `${base}/:id/tess-values/:field`,
    {
      schema: {
        tags,
        summary: "Set one field of a resource to TeSS's value from its last import",
        description: `For a field a re-import kept as a content manager changed it (\`tessKept\`); 400 when the resource has no TeSS value for it. ${IF_MATCH_TEXT} ${ACCESS}`,
        params: idParam.extend({ field: z.enum(TESS_TRACKED_FIELDS) }),
        response: { 200: trainingResourceRefSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'manageTraining');
      noStore(reply);
      const { id, field } = request.params;
      const saved = await acceptTessValue(db, user, id, field, expectedOf(request));
      return reply.header('ETag', rowEtag(saved.revision)).send(saved);
    },
  );

  /** PUT /training-resources/{id} (TrainingResourceRequest) → TrainingResourceRef. */
  r.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Edit a training resource (its slug stays)',
        description: `Same rules as create. ${IF_MATCH_TEXT} ${ACCESS}`,
        params: idParam,
        body: trainingResourceRequestSchema,
        response: { 200: trainingResourceRefSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'manageTraining');
      noStore(reply);
      const saved = await updateResource(db, user, request.params.id, request.body, expectedOf(request));
      return reply.header('ETag', rowEtag(saved.revision)).send(saved);
    },
  );

  /** PUT /training-resources/{id}/archived ({archived}) → TrainingResourceRef. */
  r.put(
    `${base}/:id/archived`,
    {
      schema: {
        tags,
        summary: 'Archive or restore a training resource',
        description: `Archived resources leave every visitor list and page. ${IF_MATCH_TEXT} ${ACCESS}`,
        params: idParam,
        body: archiveRequestSchema,
        response: { 200: trainingResourceRefSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'manageTraining');
      noStore(reply);
      const { id } = request.params;
      const saved = await setArchived(db, user, id, request.body.archived, expectedOf(request));
      return reply.header('ETag', rowEtag(saved.revision)).send(saved);
    },
  );

  const mappingParams = idParam.extend({ framework: slugSchema });

  /** GET /training-resources/{id}/mappings/{fw} → ResourceMappingState. */
  r.get(
    `${base}/:id/mappings/:framework`,
    {
      schema: {
        tags,
        summary: "A resource's mapping in a framework's newest live version",
        description: `Row ids, in that version, of the competencies mapped as a whole and of the mapped attributes. ${ACCESS}`,
        params: mappingParams,
        response: { 200: resourceMappingStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireCapability(request, 'manageTraining');
      noStore(reply);
      return getMappingState(db, request.params.id, request.params.framework);
    },
  );

  /** PUT /training-resources/{id}/mappings/{fw} (ResourceMappingRequest) → ResourceMappingState. */
  r.put(
    `${base}/:id/mappings/:framework`,
    {
      schema: {
        tags,
        summary: "Replace a resource's mapping in a framework's newest live version",
        description: `The mapping in that version becomes exactly the given competencies and attributes (row ids of that version; others: 400 naming them); mappings to competencies absent from that version are kept. The resource's ETag goes in If-Match (a mapping change bumps it). ${IF_MATCH_TEXT} ${ACCESS}`,
        params: mappingParams,
        body: resourceMappingRequestSchema,
        response: { 200: resourceMappingStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'manageTraining');
      noStore(reply);
      const { id, framework } = request.params;
      const state = await putMapping(db, user, id, framework, request.body, expectedOf(request));
      return reply.header('ETag', rowEtag(state.revision)).send(state);
    },
  );

  /** GET /training-resources/{id}/mappings/{fw}/suggestions?version&limit → MappingSuggestion[] (ADR 0048). */
  r.get(
    `${base}/:id/mappings/:framework/suggestions`,
    {
      schema: {
        tags,
        summary: 'Suggested mappings of a resource in a released framework version',
        description: `The competencies (and attributes) of the version (\`version\`, default the newest released) that the resource most likely teaches, best first, at most \`limit\` (default 10, at most 50), each with its reasons: the words that matched, and/or the other resources mapped there that are most like this one. What the resource is mapped to already is left out. Nothing is saved: the mapping changes only by PUT \`.../mappings/{framework}\`, which records accepted suggestions in the audit trail. Ranked in process (BM25 and nearest neighbours; ADR 0048). ${ACCESS}`,
        params: mappingParams,
        querystring: mappingSuggestionQuerySchema,
        response: { 200: mappingSuggestionListSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireCapability(request, 'manageTraining');
      noStore(reply);
      const { id, framework } = request.params;
      return suggestForResource(db, id, framework, request.query);
    },
  );

  /** DELETE /training-resources/{id}/mappings/{mappingId} → 204 (demap). */
  r.delete(
    `${base}/:id/mappings/:mappingId`,
    {
      schema: {
        tags,
        summary: 'Remove one mapping of a resource (demap)',
        description: `The resource's ETag goes in If-Match. ${IF_MATCH_TEXT} ${ACCESS}`,
        params: idParam.extend({ mappingId: z.coerce.number().int().positive().max(2147483647) }),
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'manageTraining');
      await demap(db, user, request.params.id, request.params.mappingId, expectedOf(request));
      return reply.code(204).send(null);
    },
  );
}
