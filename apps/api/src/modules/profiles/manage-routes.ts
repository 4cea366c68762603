/**
 * Reference profile writes for framework managers (docs/features/profiles.md §1; docs/features/curation.md §12;
 * docs/features/profiles.md §1, §3), in the session scope:
 * - `profileManageRoutes` (prefix `/api/v1/manage/frameworks`): create, edit (status and image included),
 *   map, delete, clone from the previous live version, and profiles from a survey (preview and create;
 *   docs/features/surveys.md), under `/{fw}/versions/{v}/profiles`.
 * - `mediaUploadRoutes` (prefix `/api/v1/manage/media`): image upload (multipart, field `file`).
 * Each write: framework manager of the framework (401/403, policy.ts), CSRF token (plugins/auth.ts), one
 * transaction with its audit event. Profiles of live versions are writable.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  cloneProfilesResultSchema,
  errorBodySchema,
  MAX_IMAGE_BYTES,
  MAX_SURVEY_CHARS,
  mediaUploadSchema,
  PROFILE_MESSAGES,
  profileMappingRequestSchema,
  profileParamsSchema,
  profileRequestSchema,
  referenceProfileSchema,
  surveyPreviewRequestSchema,
  surveyPreviewSchema,
  surveyProfilesRequestSchema,
  surveyProfilesResultSchema,
  versionParamsSchema,
} from '@hub/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { expectedOf, IF_MATCH_TEXT, rowEtag } from '../../lib/revision.js';
import { requireCapability } from '../../plugins/auth.js';
import { cloneProfiles } from './clone-service.js';
import { mapProfile } from './mapping-service.js';
import { mediaUrl, storeImage } from './media-service.js';
import { authoriseProfileWrite } from './policy.js';
import { presentClone, presentProfile, presentProfileSummary } from './presenter.js';
import * as profiles from './service.js';
import { createProfilesFromSurvey, previewSurvey } from './survey-service.js';

const tags = ['Profiles: management'];
const writeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const WRITE_ACCESS =
  'Needs a signed-in framework manager to whom the framework is assigned (401 anonymous, 403 otherwise) and ' +
  'the CSRF token in `X-CSRF-Token`. Works on live and draft versions (profiles are not version content).';
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** Registers the profile writes (relative to `/api/v1/manage/frameworks`). */
export async function profileManageRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Resolves framework and version (404) and checks the caller manages the framework (401/403). */
  const manage = async (request: FastifyRequest, machineName: string, version: string) => {
    const fw = await profiles.getFramework(db, machineName);
    const actor = authoriseProfileWrite(request, fw);
    return { ref: await profiles.getWritableVersion(db, fw, version), actor };
  };
  const base = '/:framework/versions/:version/profiles';

  /** POST …/profiles (ProfileRequest) → 201 ReferenceProfile. */
  r.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create a reference profile',
        description:
          "New profiles are Draft unless `publishingStatus` says Live. The name and job title are stripped of markup (400 with the spec's messages when then too short); rich text is sanitised; `urlAlias` is the slug of the name, unique in the version. " +
          WRITE_ACCESS,
        params: versionParamsSchema,
        body: profileRequestSchema,
        response: { 201: referenceProfileSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { ref, actor } = await manage(request, request.params.framework, request.params.version);
      const model = await profiles.createProfile(db, ref, actor, request.body);
      noStore(reply);
      return reply.code(201).send(presentProfile(model));
    },
  );

  /** PUT …/profiles/{id} (ProfileRequest) → ReferenceProfile. */
  r.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Edit a reference profile (fields, publishing status, image)',
        description: `Replaces every field of the form (omitted optional fields take their defaults; \`imageId: null\` clears the image). The URL alias follows a changed name. ${IF_MATCH_TEXT} ${WRITE_ACCESS}`,
        params: profileParamsSchema,
        body: profileRequestSchema,
        response: { 200: referenceProfileSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { framework, version, id } = request.params;
      const { ref, actor } = await manage(request, framework, version);
      noStore(reply);
      const model = await profiles.updateProfile(db, ref, actor, id, request.body, expectedOf(request));
      return reply.header('ETag', rowEtag(model.profile.revision)).send(presentProfile(model));
    },
  );

  /** PUT …/profiles/{id}/mapping (ProfileMappingRequest) → ReferenceProfile. */
  r.put(
    `${base}/:id/mapping`,
    {
      schema: {
        tags,
        summary: "Replace a reference profile's competency mapping",
        description:
          "Each competency must be in this version or, for an extension, in the core version it extends (not archived); the level one of the framework's expertise levels; each attribute one of that competency's. Otherwise 400 naming the item. A level rated 0 (not applicable) leaves the competency unmapped. " +
          `${IF_MATCH_TEXT} ${WRITE_ACCESS}`,
        params: profileParamsSchema,
        body: profileMappingRequestSchema,
        response: { 200: referenceProfileSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { framework, version, id } = request.params;
      const { ref, actor } = await manage(request, framework, version);
      noStore(reply);
      const model = await mapProfile(db, ref, actor, id, request.body, expectedOf(request));
      return reply.header('ETag', rowEtag(model.profile.revision)).send(presentProfile(model));
    },
  );

  /** DELETE …/profiles/{id} → 204. */
  r.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a reference profile',
        description: `Removes the profile with its mapping and its steps in career pathways. ${IF_MATCH_TEXT} ${WRITE_ACCESS}`,
        params: profileParamsSchema,
        response: { 204: z.null().describe('No content'), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { framework, version, id } = request.params;
      const { ref, actor } = await manage(request, framework, version);
      await profiles.deleteProfile(db, ref, actor, id, expectedOf(request));
      return reply.code(204).send(null);
    },
  );

  /** POST …/profiles/clone → 201 CloneProfilesResult. */
  r.post(
    `${base}/clone`,
    {
      schema: {
        tags,
        summary: 'Clone the reference profiles of the previous live version',
        description:
          'Copies every profile of the newest live version released before this one, as Draft. Competencies are matched by uuid (attributes by uuid within them); what no longer exists is listed in `notCarried`; a profile whose name and job title already exist here is listed in `skipped`. 409 when there is no earlier live version. ' +
          WRITE_ACCESS,
        params: versionParamsSchema,
        response: { 201: cloneProfilesResultSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { ref, actor } = await manage(request, request.params.framework, request.params.version);
      const result = await cloneProfiles(db, ref, actor);
      noStore(reply);
      return reply.code(201).send(presentClone(result));
    },
  );

  const SURVEY_TEXT =
    "`file` is the text of a Google Forms or Microsoft Forms CSV export (grid questions as 'Question [Row]' columns; the browser decodes UTF-8, UTF-16 and Windows-1252). Columns match competencies by code, title or normalised title; `columns` maps a header to a competency uuid (or null to leave it out) for what did not match; `splitBy` names another column whose answers split the respondents. 'Not applicable' counts as 0; median = the lower middle answer, mode = the lowest of the most frequent (docs/features/surveys.md). The file is not stored. ";
  const surveyBodyLimit = MAX_SURVEY_CHARS * 4 + 64 * 1024;

  /** POST …/profiles/from-survey/preview (SurveyPreviewRequest) → SurveyPreview. */
  r.post(
    `${base}/from-survey/preview`,
    {
      bodyLimit: surveyBodyLimit,
      schema: {
        tags,
        summary: 'Preview reference profiles from a survey',
        description: `Matches the file's columns and answers and gives the figures per group, writing nothing. ${SURVEY_TEXT}${WRITE_ACCESS}`,
        params: versionParamsSchema,
        body: surveyPreviewRequestSchema,
        response: { 200: surveyPreviewSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { ref } = await manage(request, request.params.framework, request.params.version);
      noStore(reply);
      return previewSurvey(db, ref, request.body);
    },
  );

  /** POST …/profiles/from-survey (SurveyProfilesRequest) → 201 SurveyProfilesResult. */
  r.post(
    `${base}/from-survey`,
    {
      bodyLimit: surveyBodyLimit,
      schema: {
        tags,
        summary: 'Create Draft reference profiles from a survey',
        description: `One Draft profile per entry of \`profiles\` (a group label of the preview and a name), each competency at the level rated as the group's median or mode (\`rule\`); 0 or no answers leaves it unmapped. Each profile keeps its derivation (rule, respondents, counts), shown on its page. ${SURVEY_TEXT}${WRITE_ACCESS}`,
        params: versionParamsSchema,
        body: surveyProfilesRequestSchema,
        response: { 201: surveyProfilesResultSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { ref, actor } = await manage(request, request.params.framework, request.params.version);
      const created = await createProfilesFromSurvey(db, ref, actor, request.body);
      noStore(reply);
      return reply.code(201).send({ created: created.map(presentProfileSummary) });
    },
  );
}

/** Registers the image upload (relative to `/api/v1/manage/media`). */
export async function mediaUploadRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** POST / (multipart, field `file`) → 201 {id, url}. */
  r.post(
    '/',
    {
      bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload a profile image',
        description:
          `multipart/form-data with one file part. JPG or PNG recognised by content (400 '${PROFILE_MESSAGES.imageWrongType}'), at most ${MAX_IMAGE_BYTES} bytes (400 '${PROFILE_MESSAGES.imageTooLarge}'). ` +
          'Needs a signed-in framework manager with at least one framework and the CSRF token in `X-CSRF-Token`.',
        consumes: ['multipart/form-data'],
        response: { 201: mediaUploadSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'createFramework');
      if (user.frameworkIds.length === 0) throw new AppError('FORBIDDEN', 'No framework is assigned to you.');
      if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data');
      const part = await request.file();
      if (!part) throw badRequest('Choose an image', [{ path: 'file', message: 'Choose an image' }]);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw badRequest(PROFILE_MESSAGES.imageTooLarge, [
            { path: 'file', message: PROFILE_MESSAGES.imageTooLarge },
          ]);
        }
        throw error;
      }
      const row = await storeImage(db, user, bytes);
      noStore(reply);
      return reply.code(201).send({ id: row.id, url: mediaUrl(row.id) });
    },
  );
}
