/**
 * Curation routes of the draft's content (docs/features/curation.md §4, §6, §10): domains,
 * competencies and attributes (add, edit, archive or restore, move, order). Draft only.
 */
import {
  createAttributesRequestSchema,
  createCompetenciesRequestSchema,
  createDomainsRequestSchema,
  frameworkParamsSchema,
  manageAttributeSchema,
  manageCompetencySchema,
  manageDomainSchema,
  manageIdParamsSchema,
  orderRequestSchema,
  updateAttributeRequestSchema,
  updateCompetencyRequestSchema,
  updateDomainRequestSchema,
} from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { expectedOf, rowEtag } from '../../../lib/revision.js';
import { presentManageAttribute, presentManageCompetency, presentManageDomain } from '../presenter.js';
import * as attributes from '../service/attributes.js';
import * as competencies from '../service/competencies.js';
import * as domains from '../service/domains.js';
import { DRAFT_ONLY, IF_MATCH, managerAccess, noContent, tags, WRITE_ACCESS, writeErrors } from './shared.js';

/** Registers the draft content routes: domains, competencies and attributes (add, edit, order). */
export function contentRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { manage } = managerAccess(db);

  /** POST /{fw}/domains (CreateDomainsRequest) → 201 { domains }. */
  r.post(
    '/:framework/domains',
    {
      schema: {
        tags,
        summary: 'Add domains to the draft',
        description: `'Add domains': one title per entry, appended after the existing domains. ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        body: createDomainsRequestSchema,
        response: { 201: z.object({ domains: z.array(manageDomainSchema) }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const rows = await domains.createDomains(db, fw, actor, request.body);
      return reply.code(201).send({ domains: rows.map((row) => presentManageDomain(row)) });
    },
  );

  /** PUT /{fw}/domains/order (OrderRequest) → 204. */
  r.put(
    '/:framework/domains/order',
    {
      schema: {
        tags,
        summary: "Change the order of the draft's domains",
        description: `\`ids\` must list every domain of the draft exactly once (400 otherwise); positions become 1..n. ${IF_MATCH} ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        body: orderRequestSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      await domains.orderDomains(db, fw, actor, request.body.ids, expectedOf(request));
      return reply.code(204).send(null);
    },
  );

  /** PATCH /{fw}/domains/{id} (UpdateDomainRequest) → ManageDomain. */
  r.patch(
    '/:framework/domains/:id',
    {
      schema: {
        tags,
        summary: 'Rename, archive or restore a domain',
        description: `An archived domain accepts only \`archived: false\` (409 otherwise). 404 when the domain is not in this framework's draft. ${IF_MATCH} ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: updateDomainRequestSchema,
        response: { 200: manageDomainSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const expected = expectedOf(request);
      const node = await domains.updateDomain(db, fw, actor, request.params.id, request.body, expected);
      return reply.header('ETag', rowEtag(node.revision ?? 1)).send(presentManageDomain(node));
    },
  );

  /** PUT /{fw}/domains/{id}/competencies/order (OrderRequest) → 204. */
  r.put(
    '/:framework/domains/:id/competencies/order',
    {
      schema: {
        tags,
        summary: "Change the order of a domain's competencies",
        description: `\`ids\` must list every competency of the domain exactly once (400 otherwise); positions become 1..n. ${IF_MATCH} ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: orderRequestSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const expected = expectedOf(request);
      await competencies.orderCompetencies(db, fw, actor, request.params.id, request.body.ids, expected);
      return reply.code(204).send(null);
    },
  );

  /** POST /{fw}/competencies (CreateCompetenciesRequest) → 201 { competencies }. */
  r.post(
    '/:framework/competencies',
    {
      schema: {
        tags,
        summary: 'Add competencies to a domain of the draft',
        description: `'Add competencies' and the create-competency form: titles and mappings (sanitised rich text), appended to the domain. 409 for an archived domain. ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        body: createCompetenciesRequestSchema,
        response: { 201: z.object({ competencies: z.array(manageCompetencySchema) }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const nodes = await competencies.createCompetencies(db, fw, actor, request.body);
      return reply.code(201).send({ competencies: nodes.map(presentManageCompetency) });
    },
  );

  /** PATCH /{fw}/competencies/{id} (UpdateCompetencyRequest) → ManageCompetency. */
  r.patch(
    '/:framework/competencies/:id',
    {
      schema: {
        tags,
        summary: 'Edit, archive, restore or move a competency',
        description: `Title, position, archive toggle, mapping, or \`domainId\` to move it (competency settings; appended to the new domain; 409 for an archived domain). An archived competency accepts only \`archived: false\`. ${IF_MATCH} ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: updateCompetencyRequestSchema,
        response: { 200: manageCompetencySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const expected = expectedOf(request);
      const node = await competencies.updateCompetency(
        db,
        fw,
        actor,
        request.params.id,
        request.body,
        expected,
      );
      return reply.header('ETag', rowEtag(node.revision ?? 1)).send(presentManageCompetency(node));
    },
  );

  /** PUT /{fw}/competencies/{id}/attributes/order (OrderRequest) → 204. */
  r.put(
    '/:framework/competencies/:id/attributes/order',
    {
      schema: {
        tags,
        summary: "Change the order of a competency's attributes",
        description: `Every id must be an attribute of the competency (400 otherwise); they get positions 1..n in the given order. ${IF_MATCH} ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: orderRequestSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const expected = expectedOf(request);
      await attributes.orderAttributes(db, fw, actor, request.params.id, request.body.ids, expected);
      return reply.code(204).send(null);
    },
  );

  /** POST /{fw}/attributes (CreateAttributesRequest) → 201 { attributes }. */
  r.post(
    '/:framework/attributes',
    {
      schema: {
        tags,
        summary: 'Add attributes of one type to a competency of the draft',
        description: `The create-attribute form and 'Add {type} attributes' (one title per entry), appended to the competency. 409 for an archived competency; 404 for an attribute type of another framework. ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        body: createAttributesRequestSchema,
        response: { 201: z.object({ attributes: z.array(manageAttributeSchema) }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const rows = await attributes.createAttributes(db, fw, actor, request.body);
      return reply.code(201).send({ attributes: rows.map(presentManageAttribute) });
    },
  );

  /** PATCH /{fw}/attributes/{id} (UpdateAttributeRequest) → ManageAttribute. */
  r.patch(
    '/:framework/attributes/:id',
    {
      schema: {
        tags,
        summary: 'Edit, archive, restore or move an attribute',
        description: `Title, position, archive toggle, or \`competencyId\` / \`attributeTypeId\` to move it (attribute settings; 409 onto an archived competency). An archived attribute accepts only \`archived: false\`. ${IF_MATCH} ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: updateAttributeRequestSchema,
        response: { 200: manageAttributeSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const expected = expectedOf(request);
      const row = await attributes.updateAttribute(db, fw, actor, request.params.id, request.body, expected);
      return reply.header('ETag', rowEtag(row.revision)).send(presentManageAttribute(row));
    },
  );
}
