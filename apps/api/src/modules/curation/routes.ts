/**
 * The curation API, registered at `/api/v1/manage/frameworks` (curation-and-administration.md §2.5–2.10,
 * §4, §5; issue #3 §2–§4). Routes, bodies and responses are the ones listed in the header of
 * packages/domain/src/schemas/curation.ts. Every route resolves the framework (404), checks that the
 * signed-in user manages it (401/403; policy.ts), calls one service function and returns a presenter's
 * output. CSRF tokens are checked for every write before these handlers run (plugins/auth.ts).
 */
import {
  attributeTypeRequestSchema,
  createAttributesRequestSchema,
  createCompetenciesRequestSchema,
  createDomainsRequestSchema,
  errorBodySchema,
  expertiseLevelRequestSchema,
  frameworkParamsSchema,
  manageAttributeSchema,
  manageAttributeTypeSchema,
  manageCompetencySchema,
  manageDomainSchema,
  managedFrameworkListSchema,
  manageExpertiseLevelSchema,
  manageFrameworkViewSchema,
  manageIdParamsSchema,
  manageVersionParamsSchema,
  manageVersionSchema,
  orderRequestSchema,
  releaseNotesRequestSchema,
  releaseRequestSchema,
  updateAttributeRequestSchema,
  updateAttributeTypeRequestSchema,
  updateCompetencyRequestSchema,
  updateDomainRequestSchema,
  updateExpertiseLevelRequestSchema,
} from '@hub/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { authoriseFrameworkManagement, authoriseManagedList } from './policy.js';
import {
  presentManageAttribute,
  presentManageAttributeType,
  presentManageCompetency,
  presentManageDomain,
  presentManagedFramework,
  presentManageExpertiseLevel,
  presentManageVersion,
  presentManageView,
} from './presenter.js';
import * as curation from './service.js';

const tags = ['Curation'];
const noContent = z.null().describe('No content');

/** Error responses of a read of one framework's curation data. */
const readErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** Error responses of a write (400 bad input, 401, 403 incl. CSRF, 404 unknown id, 409 state conflict). */
const writeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

const ACCESS =
  'Needs a signed-in framework manager to whom the framework is assigned (401 anonymous, 403 otherwise).';
const WRITE_ACCESS = `${ACCESS} Needs the CSRF token in \`X-CSRF-Token\` (403 without it).`;
const DRAFT_ONLY = 'Acts on the framework draft only: 409 when the framework has no draft.';

/**
 * Registers the curation routes (relative to the prefix `/api/v1/manage/frameworks`).
 * @param opts.db the database
 */
export const curationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, opts) => {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Resolves the framework (404) and checks the caller manages it (401/403). */
  const manage = async (request: FastifyRequest, machineName: string) => {
    const fw = await curation.getFramework(db, machineName);
    const actor = authoriseFrameworkManagement(request, fw);
    return { fw, actor };
  };
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  /** GET '' → ManagedFrameworkList: the frameworks assigned to the signed-in user (§2.5). */
  r.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Frameworks assigned to the signed-in user',
        description:
          "The 'Manage frameworks' list: frameworks the user may curate, with the newest live version and " +
          'whether a draft exists. Empty for users without the framework_manager role; 401 when anonymous.',
        response: { 200: managedFrameworkListSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = authoriseManagedList(request);
      noStore(reply);
      const models = await curation.listManagedFrameworks(db, user);
      return { frameworks: models.map(presentManagedFramework) };
    },
  );

  /** GET /{fw} → ManageFrameworkView: draft (editable) or newest live version (read-only). */
  r.get(
    '/:framework',
    {
      schema: {
        tags,
        summary: "A framework's curation view",
        description:
          'The draft when there is one (`editable: true`), else the newest live version (read-only), else ' +
          'no version; every domain, competency and attribute (archived ones included) by position, the ' +
          `released versions newest first, attribute types and expertise levels. ${ACCESS}`,
        params: frameworkParamsSchema,
        response: { 200: manageFrameworkViewSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { fw } = await manage(request, request.params.framework);
      noStore(reply);
      return presentManageView(await curation.getManageView(db, fw));
    },
  );

  /** POST /{fw}/draft → 201 ManageFrameworkView; 409 when a draft exists. */
  r.post(
    '/:framework/draft',
    {
      schema: {
        tags,
        summary: 'Create the draft',
        description:
          "Copies the newest live version's domains, competencies and attributes (same uuids, positions, " +
          'archived flags and mappings) into a new draft, or creates an empty draft when nothing is live. ' +
          `409 when the framework already has a draft. ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        response: { 201: manageFrameworkViewSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      await curation.createDraft(db, fw, actor);
      noStore(reply);
      return reply.code(201).send(presentManageView(await curation.getManageView(db, fw)));
    },
  );

  /** POST /{fw}/release (ReleaseRequest) → ManageVersion, the new live version. */
  r.post(
    '/:framework/release',
    {
      schema: {
        tags,
        summary: 'Release the draft as a new live version',
        description:
          "The draft becomes live under the version number, with today's date and the release notes; the " +
          "framework's attribute types and expertise levels become released (immutable). 400 (issue " +
          `\`version\`) when the number exists; 409 without a draft. ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        body: releaseRequestSchema,
        response: { 200: manageVersionSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { fw, actor } = await manage(request, request.params.framework);
      return presentManageVersion(await curation.releaseDraft(db, fw, actor, request.body));
    },
  );

  /** PATCH /{fw}/versions/{versionId} (ReleaseNotesRequest) → ManageVersion. */
  r.patch(
    '/:framework/versions/:versionId',
    {
      schema: {
        tags,
        summary: 'Update release notes',
        description:
          'Changes the release notes of the draft or of a released version (the only change a released ' +
          `version accepts). 404 for a version of another framework. ${WRITE_ACCESS}`,
        params: manageVersionParamsSchema,
        body: releaseNotesRequestSchema,
        response: { 200: manageVersionSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const { versionId } = request.params;
      return presentManageVersion(
        await curation.updateReleaseNotes(db, fw, actor, versionId, request.body.releaseNotes),
      );
    },
  );

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
      const rows = await curation.createDomains(db, fw, actor, request.body);
      return reply.code(201).send({ domains: rows.map(presentManageDomain) });
    },
  );

  /** PUT /{fw}/domains/order (OrderRequest) → 204. */
  r.put(
    '/:framework/domains/order',
    {
      schema: {
        tags,
        summary: "Change the order of the draft's domains",
        description: `\`ids\` must list every domain of the draft exactly once (400 otherwise); positions become 1..n. ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        body: orderRequestSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      await curation.orderDomains(db, fw, actor, request.body.ids);
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
        description: `An archived domain accepts only \`archived: false\` (409 otherwise). 404 when the domain is not in this framework's draft. ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: updateDomainRequestSchema,
        response: { 200: manageDomainSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { fw, actor } = await manage(request, request.params.framework);
      return presentManageDomain(await curation.updateDomain(db, fw, actor, request.params.id, request.body));
    },
  );

  /** PUT /{fw}/domains/{id}/competencies/order (OrderRequest) → 204. */
  r.put(
    '/:framework/domains/:id/competencies/order',
    {
      schema: {
        tags,
        summary: "Change the order of a domain's competencies",
        description: `\`ids\` must list every competency of the domain exactly once (400 otherwise); positions become 1..n. ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: orderRequestSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      await curation.orderCompetencies(db, fw, actor, request.params.id, request.body.ids);
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
      const nodes = await curation.createCompetencies(db, fw, actor, request.body);
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
        description: `Title, position, archive toggle, mapping, or \`domainId\` to move it (competency settings; appended to the new domain; 409 for an archived domain). An archived competency accepts only \`archived: false\`. ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: updateCompetencyRequestSchema,
        response: { 200: manageCompetencySchema, ...writeErrors },
      },
    },
    async (request) => {
      const { fw, actor } = await manage(request, request.params.framework);
      return presentManageCompetency(
        await curation.updateCompetency(db, fw, actor, request.params.id, request.body),
      );
    },
  );

  /** PUT /{fw}/competencies/{id}/attributes/order (OrderRequest) → 204. */
  r.put(
    '/:framework/competencies/:id/attributes/order',
    {
      schema: {
        tags,
        summary: "Change the order of a competency's attributes",
        description: `Every id must be an attribute of the competency (400 otherwise); they get positions 1..n in the given order. ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: orderRequestSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      await curation.orderAttributes(db, fw, actor, request.params.id, request.body.ids);
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
      const rows = await curation.createAttributes(db, fw, actor, request.body);
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
        description: `Title, position, archive toggle, or \`competencyId\` / \`attributeTypeId\` to move it (attribute settings; 409 onto an archived competency). An archived attribute accepts only \`archived: false\`. ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: updateAttributeRequestSchema,
        response: { 200: manageAttributeSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { fw, actor } = await manage(request, request.params.framework);
      return presentManageAttribute(
        await curation.updateAttribute(db, fw, actor, request.params.id, request.body),
      );
    },
  );

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
      const row = await curation.createAttributeType(db, fw, actor, request.body);
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
        description: `409 once released. ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: updateAttributeTypeRequestSchema,
        response: { 200: manageAttributeTypeSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { fw, actor } = await manage(request, request.params.framework);
      return presentManageAttributeType(
        await curation.updateAttributeType(db, fw, actor, request.params.id, request.body),
      );
    },
  );

  /** DELETE /{fw}/attribute-types/{id} → 204; 409 when used or released. */
  r.delete(
    '/:framework/attribute-types/:id',
    {
      schema: {
        tags,
        summary: 'Delete an unreleased, unused attribute type',
        description: `409 once released or while any attribute uses it. ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      await curation.deleteAttributeType(db, fw, actor, request.params.id);
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
      const row = await curation.createExpertiseLevel(db, fw, actor, request.body);
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
        description: `409 once released. ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        body: updateExpertiseLevelRequestSchema,
        response: { 200: manageExpertiseLevelSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { fw, actor } = await manage(request, request.params.framework);
      return presentManageExpertiseLevel(
        await curation.updateExpertiseLevel(db, fw, actor, request.params.id, request.body),
      );
    },
  );

  /** DELETE /{fw}/expertise-levels/{id} → 204; 409 when released. */
  r.delete(
    '/:framework/expertise-levels/:id',
    {
      schema: {
        tags,
        summary: 'Delete an unreleased expertise level',
        description: `409 once released. ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      await curation.deleteExpertiseLevel(db, fw, actor, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
