/**
 * The CASE 1.1 and 1.0 read endpoints (issue #9 §2; spec/interchange.md §2.1) at `/ims/case/v1p1` and
 * `/ims/case/v1p0`: `GET /CFDocuments`, `/CFDocuments/{id}`, `/CFPackages/{id}`, `/CFItems/{id}` and
 * `/CFAssociations/{id}` for released versions. Plain JSON; errors as `imsx_StatusInfo` (400 for an
 * identifier that is not a UUID, 404 for an unknown one).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { CACHE_REVALIDATE, sendWithEtag } from '../../lib/http-cache.js';
import { toCachedBody } from '../../lib/response-cache.js';
import { type CaseVersion, documentLink, standaloneDocument } from './case.js';
import { caseIndex } from './service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The imsx_StatusInfo body of a failed request. */
export function statusInfo(description: string, codeMinor: string) {
  return {
    imsx_codeMajor: 'failure',
    imsx_severity: 'error',
    imsx_description: description,
    imsx_codeMinor: {
      imsx_codeMinorField: [{ imsx_codeMinorFieldName: 'sourcedId', imsx_codeMinorFieldValue: codeMinor }],
    },
  };
}

const idParams = z.object({ id: z.string().max(100) });

/**
 * Registers the CASE routes of both CASE versions.
 * @param opts.publicUrl the hub's canonical base URL (PUBLIC_URL), for every `uri`
 */
export async function caseRoutes(app: FastifyInstance, opts: { db: Db; publicUrl: string }): Promise<void> {
  const { db, publicUrl } = opts;

  for (const caseVersion of ['v1p1', 'v1p0'] as CaseVersion[]) {
    const base = `/ims/case/${caseVersion}`;
    const tags = [`CASE ${caseVersion === 'v1p1' ? '1.1' : '1.0'}`];
    const send = (request: FastifyRequest, reply: FastifyReply, body: unknown) =>
      sendWithEtag(request, reply, toCachedBody(body), CACHE_REVALIDATE);
    /** Looks one identifier up, or answers 400/404 with imsx_StatusInfo. */
    const lookUp = async <T>(
      request: FastifyRequest<{ Params: { id: string } }>,
      reply: FastifyReply,
      find: (index: Awaited<ReturnType<typeof caseIndex>>, id: string) => T | undefined,
      present: (found: T) => unknown,
    ) => {
      const id = request.params.id.toLowerCase();
      if (!UUID.test(id)) return reply.code(400).send(statusInfo('Invalid UUID', 'invaliduuid'));
      const value = find(await caseIndex(db, publicUrl, caseVersion), id);
      if (value === undefined) return reply.code(404).send(statusInfo('Unknown Object', 'unknownobject'));
      return send(request, reply, present(value));
    };
    const schema = (summary: string, withId = true) => ({
      tags,
      summary,
      ...(withId ? { params: idParams } : {}),
    });

    app.get(
      `${base}/CFDocuments`,
      { schema: schema('Every released version as a CFDocument', false) },
      async (request, reply) => {
        const index = await caseIndex(db, publicUrl, caseVersion);
        return send(request, reply, {
          CFDocuments: index.packages.map((p) => standaloneDocument(p, publicUrl, caseVersion)),
        });
      },
    );

    app.get<{ Params: { id: string } }>(
      `${base}/CFDocuments/:id`,
      { schema: schema('One released version as a CFDocument') },
      (request, reply) =>
        lookUp(
          request,
          reply,
          (index, id) => index.byDocument.get(id),
          (pkg) => standaloneDocument(pkg, publicUrl, caseVersion),
        ),
    );

    app.get<{ Params: { id: string } }>(
      `${base}/CFPackages/:id`,
      { schema: schema('One released version as a CFPackage (document, items, associations, definitions)') },
      (request, reply) =>
        lookUp(
          request,
          reply,
          (index, id) => index.byDocument.get(id),
          (pkg) => pkg,
        ),
    );

    app.get<{ Params: { id: string } }>(
      `${base}/CFItems/:id`,
      { schema: schema('One domain, competency or attribute of a released version as a CFItem') },
      (request, reply) =>
        lookUp(
          request,
          reply,
          (index, id) => index.items.get(id),
          ({ pkg, item }) => ({ ...item, CFDocumentURI: documentLink(pkg) }),
        ),
    );

    app.get<{ Params: { id: string } }>(
      `${base}/CFAssociations/:id`,
      { schema: schema('One association (isChildOf, replacedBy, exactMatchOf) as a CFAssociation') },
      (request, reply) =>
        lookUp(
          request,
          reply,
          (index, id) => index.associations.get(id),
          ({ pkg, association }) => ({ ...association, CFDocumentURI: documentLink(pkg) }),
        ),
    );
  }
}
