/**
 * Curation routes of frameworks and versions (docs/features/curation.md §3, §4, §10, §11): the
 * manage list and view, one competency's and one attribute's view, create draft, release, release notes.
 */
import {
  errorBodySchema,
  frameworkParamsSchema,
  manageAttributeSchema,
  manageCompetencyViewSchema,
  managedFrameworkListSchema,
  manageFrameworkViewSchema,
  manageIdParamsSchema,
  manageVersionParamsSchema,
  manageVersionSchema,
  releaseNotesRequestSchema,
  releaseRequestSchema,
} from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.js';
import { manageViewCapabilities } from '../../../lib/access.js';
import { expectedOf, rowEtag } from '../../../lib/revision.js';
import { authoriseManagedList } from '../policy.js';
import {
  presentManageAttribute,
  presentManageCompetencyView,
  presentManagedFramework,
  presentManageVersion,
  presentManageView,
} from '../presenter.js';
import * as versions from '../service/versions.js';
import * as views from '../service/views.js';
import { ACCESS, IF_MATCH, managerAccess, readErrors, tags, WRITE_ACCESS, writeErrors } from './shared.js';

/** Registers the manage list and view, draft, release and release-notes routes. */
export function versionRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { manage, noStore } = managerAccess(db);

  /** GET '' → ManagedFrameworkList: the frameworks assigned to the signed-in user (docs/features/curation.md §3). */
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
      const models = await views.listManagedFrameworks(db, user);
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
          'no version; every domain and competency (archived ones included) by position with each ' +
          "competency's attribute count (its attributes are in its own view), the " +
          `released versions newest first, attribute types and expertise levels. ${ACCESS}`,
        params: frameworkParamsSchema,
        response: { 200: manageFrameworkViewSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      noStore(reply);
      const view = await views.getManageView(db, fw);
      return presentManageView(view, manageViewCapabilities(actor, fw.id, view.editable));
    },
  );

  /** GET /{fw}/competencies/{id} → ManageCompetencyView: one competency of the version the view shows. */
  r.get(
    '/:framework/competencies/:id',
    {
      schema: {
        tags,
        summary: "One competency's curation view",
        description:
          'One competency of the version the curation view shows (the draft when there is one, else the ' +
          'newest live version) with every attribute (archived ones included) by position, their ' +
          "revisions and the attribute order's ETag, its domain, the attribute types, and which attributes " +
          'were added in the draft: what the manage attributes screen needs, without the rest of the ' +
          "framework (ADR 0072). The `ETag` header is the competency's, as its `PATCH` takes in " +
          `If-Match. 404 when that version has no such competency. ${ACCESS}`,
        params: manageIdParamsSchema,
        response: { 200: manageCompetencyViewSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { fw } = await manage(request, request.params.framework);
      const model = await views.getManageCompetency(db, fw, request.params.id);
      noStore(reply);
      return reply
        .header('ETag', rowEtag(model.competency.revision ?? 1))
        .send(presentManageCompetencyView(model));
    },
  );

  /** GET /{fw}/attributes/{id} → ManageAttribute: one attribute of the version the view shows, where it is now. */
  r.get(
    '/:framework/attributes/:id',
    {
      schema: {
        tags,
        summary: "One attribute's curation view",
        description:
          'One attribute of the version the curation view shows (the draft when there is one, else the ' +
          'newest live version): its title, type, archived flag, revision and the competency it belongs ' +
          "to now (the attribute settings screen; the framework's view holds attribute counts only). The " +
          `\`ETag\` header is the attribute's, as its \`PATCH\` takes in If-Match. 404 when that version has no such attribute. ${ACCESS}`,
        params: manageIdParamsSchema,
        response: { 200: manageAttributeSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { fw } = await manage(request, request.params.framework);
      const row = await views.getManageAttribute(db, fw, request.params.id);
      noStore(reply);
      return reply.header('ETag', rowEtag(row.revision)).send(presentManageAttribute(row));
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
      await versions.createDraft(db, fw, actor);
      noStore(reply);
      const view = await views.getManageView(db, fw);
      return reply
        .code(201)
        .send(presentManageView(view, manageViewCapabilities(actor, fw.id, view.editable)));
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
          '`version`) when the number exists or is not after the highest live version (compared as versions: ' +
          `1.10 after 1.9); 409 without a draft. If-Match: the draft version's ETag. ${IF_MATCH} ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        body: releaseRequestSchema,
        response: { 200: manageVersionSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const live = await versions.releaseDraft(db, fw, actor, request.body, expectedOf(request));
      return reply.header('ETag', rowEtag(live.revision)).send(presentManageVersion(live));
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
          `version accepts). 404 for a version of another framework. ${IF_MATCH} ${WRITE_ACCESS}`,
        params: manageVersionParamsSchema,
        body: releaseNotesRequestSchema,
        response: { 200: manageVersionSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      const { versionId } = request.params;
      const notes = request.body.releaseNotes;
      const row = await versions.updateReleaseNotes(db, fw, actor, versionId, notes, expectedOf(request));
      return reply.header('ETag', rowEtag(row.revision)).send(presentManageVersion(row));
    },
  );
}
