/**
 * Curation routes of a framework's vocabularies (ADR 0007): attribute types and expertise
 * levels, editable until released.
 */
import {
  attributeTypeRequestSchema,
  expertiseLevelRequestSchema,
  frameworkParamsSchema,
  manageAttributeTypeSchema,
  manageExpertiseLevelSchema,
  manageIdParamsSchema,
  updateAttributeTypeRequestSchema,
  updateExpertiseLevelRequestSchema,
} from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.js';
import { expectedOf, rowEtag } from '../../../lib/revision.js';
import { presentManageAttributeType, presentManageExpertiseLevel } from '../presenter.js';
import * as vocabularies from '../service/vocabularies.js';
import { IF_MATCH, managerAccess, noContent, tags, WRITE_ACCESS, writeErrors } from './shared.js';

/** Registers the attribute type and expertise level routes (add, edit, delete). */
export function vocabularyRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { manage } = managerAccess(db);

  /** POST /{fw}/attribute-types (AttributeTypeRequest) → 201 ManageAttributeType. */
  r.post(
    '/:framework/attribute-types',
    {
      schema: {
        tags,
        summary: 'Add an attribute type',
        description: `Allowed at any time; released with the next release. 400 (issue \`title\`) when the title is already used in this framework. ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        body: attributeTypeRequestSchema,
        response: { 201: manageAttributeTypeSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const row = await vocabularies.createAttributeType(db, fw, actor, request.body);
      return reply.code(201).send(presentManageAttributeType(row));
    },
  );

  /** PATCH /{fw}/attribute-types/{id} (partial AttributeTypeRequest) → ManageAttributeType. */
  r.patch(
    '/:framework/attribute-types/:id',
    {
      schema: {
        tags,
        summary: 'Edit an unreleased attribute type',
        description: `409 once released. ${IF_MATCH} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: updateAttributeTypeRequestSchema,
        response: { 200: manageAttributeTypeSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const expected = expectedOf(request);
      const row = await vocabularies.updateAttributeType(
        db,
        fw,
        actor,
        request.params.id,
        request.body,
        expected,
      );
      return reply.header('ETag', rowEtag(row.revision)).send(presentManageAttributeType(row));
    },
  );

  /** DELETE /{fw}/attribute-types/{id} → 204; 409 when used or released. */
  r.delete(
    '/:framework/attribute-types/:id',
    {
      schema: {
        tags,
        summary: 'Delete an unreleased, unused attribute type',
        description: `409 once released or while any attribute uses it. ${IF_MATCH} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      await vocabularies.deleteAttributeType(db, fw, actor, request.params.id, expectedOf(request));
      return reply.code(204).send(null);
    },
  );

  /** POST /{fw}/expertise-levels (ExpertiseLevelRequest) → 201 ManageExpertiseLevel. */
  r.post(
    '/:framework/expertise-levels',
    {
      schema: {
        tags,
        summary: 'Add an expertise level',
        description: `Allowed at any time; released with the next release. Rating 0 is 'Not applicable'. 400 (issue \`ratingLevel\`) when the rating is already used in this framework. ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        body: expertiseLevelRequestSchema,
        response: { 201: manageExpertiseLevelSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const row = await vocabularies.createExpertiseLevel(db, fw, actor, request.body);
      return reply.code(201).send(presentManageExpertiseLevel(row));
    },
  );

  /** PATCH /{fw}/expertise-levels/{id} (partial ExpertiseLevelRequest) → ManageExpertiseLevel. */
  r.patch(
    '/:framework/expertise-levels/:id',
    {
      schema: {
        tags,
        summary: 'Edit an unreleased expertise level',
        description: `409 once released. ${IF_MATCH} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: updateExpertiseLevelRequestSchema,
        response: { 200: manageExpertiseLevelSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const expected = expectedOf(request);
      const row = await vocabularies.updateExpertiseLevel(
        db,
        fw,
        actor,
        request.params.id,
        request.body,
        expected,
      );
      return reply.header('ETag', rowEtag(row.revision)).send(presentManageExpertiseLevel(row));
    },
  );

  /** DELETE /{fw}/expertise-levels/{id} → 204; 409 when released. */
  r.delete(
    '/:framework/expertise-levels/:id',
    {
      schema: {
        tags,
        summary: 'Delete an unreleased expertise level',
        description: `409 once released. ${IF_MATCH} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      await vocabularies.deleteExpertiseLevel(db, fw, actor, request.params.id, expectedOf(request));
      return reply.code(204).send(null);
    },
  );
}
