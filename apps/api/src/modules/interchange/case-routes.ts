/**
 * The CASE 1.1 and 1.0 read endpoints (docs/features/interchange-files.md §1, docs/features/interchange-files.md §9; docs/features/interchange-files.md §3) at
 * `/ims/case/v1p1` and `/ims/case/v1p0` for released versions: `CFDocuments` (with the 1.1 collection
 * parameters, case-documents-query.ts), `CFDocuments/{id}`, `CFPackages/{id}`, `CFItems/{id}`,
 * `CFItemAssociations/{id}` (an item with its associations), `CFAssociations/{id}`, `CFItemTypes/{id}`,
 * `CFLicenses/{id}` and `CFRubrics/{id}` (the expertise levels); `CFAssociationGroupings`, `CFSubjects` and
 * `CFConcepts` are not used by the hub's packages, so every id of theirs is unknown; and the 1.1 service
 * discovery file at `/ims/case/v1p1/discovery/imscasev1p1_openapi3_v1p0.json` (and `/discovery`). Plain JSON with strong ETags; packages and the document
 * list are kept in the response cache (tagged by framework) like the hub reads. Errors are
 * `imsx_StatusInfo` bodies: 400 `invalid_uuid` (1.1; `invaliduuid` in 1.0) for an identifier that is not a
 * UUID, 404 `unknownobject` for an unknown one, 400 `invalid_sort_field`/`invalid_selection_field`/
 * `invalid_filter_field` for collection parameters the hub does not support.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { CACHE_REVALIDATE, sendWithEtag } from '../../lib/http-cache.js';
import { statusInfo } from '../../lib/imsx.js';
import { cachedResponse, peekCachedResponse, toCachedBody } from '../../lib/response-cache.js';
import { type CaseVersion, documentLink, standaloneDocument } from './case.js';
import { CaseQueryError, queryDocuments } from './case-documents-query.js';
import { UUID } from './case-package-schema.js';
import { type CaseIndex, caseIndex } from './service.js';

/** Where the 1.1 REST binding puts the discovery file (docs/features/curation.md §3). */
export const DISCOVERY_PATH = '/ims/case/v1p1/discovery/imscasev1p1_openapi3_v1p0.json';

/** The imsx_StatusInfo body of a failed request (lib/imsx.ts). */
export { statusInfo };

const idParams = z.object({ id: z.string().max(100) });
const collectionQuery = z.looseObject({
  limit: z.string().max(20).optional(),
  offset: z.string().max(20).optional(),
  sort: z.string().max(100).optional(),
  orderBy: z.string().max(10).optional(),
  fields: z.string().max(2000).optional(),
  filter: z.string().max(2000).optional(),
});

/** A by-identifier endpoint: what it finds in the index and what it answers. */
interface Lookup {
  kind: string;
  summary: string;
  find: (index: CaseIndex, id: string) => unknown;
}

/**
 * Registers the CASE routes of both CASE versions.
 * @param opts.publicUrl the hub's canonical base URL (PUBLIC_URL), for every `uri`
 */
export async function caseRoutes(app: FastifyInstance, opts: { db: Db; publicUrl: string }): Promise<void> {
  const { db, publicUrl } = opts;

  for (const caseVersion of ['v1p1', 'v1p0'] as CaseVersion[]) {
    const base = `/ims/case/${caseVersion}`;
    const tags = [`CASE ${caseVersion === 'v1p1' ? '1.1' : '1.0'}`];
    const invalidUuid = caseVersion === 'v1p1' ? 'invalid_uuid' : 'invaliduuid';
    const index = () => caseIndex(db, publicUrl, caseVersion);
    const cacheKey = (what: string) => `case:${caseVersion}:${publicUrl}:${what}`;
    const send = (request: FastifyRequest, reply: FastifyReply, body: unknown) =>
      sendWithEtag(request, reply, toCachedBody(body), CACHE_REVALIDATE);
    const schema = (summary: string) => ({ tags, summary, params: idParams });

    app.get(
      `${base}/CFDocuments`,
      {
        schema: {
          tags,
          summary: 'Every released version as a CFDocument',
          description:
            'CASE 1.1 collection parameters: `limit` (default 100), `offset`, `sort` with `orderBy` (asc|desc), ' +
            "`fields` (comma list), `filter` (`field op 'value'` joined by AND or by OR; ops = != > >= < <= ~). " +
            'The total after filtering is in `X-Total-Count`; unsupported parameters answer imsx_StatusInfo.',
          querystring: collectionQuery,
        },
      },
      async (request, reply) => {
        const query = request.query as z.infer<typeof collectionQuery>;
        const all = await cachedResponse(db, cacheKey('documents'), async () => ({
          CFDocuments: (await index()).packages.map((p) => standaloneDocument(p, publicUrl, caseVersion)),
        }));
        const documents = (JSON.parse(all.json) as { CFDocuments: ReturnType<typeof standaloneDocument>[] })
          .CFDocuments;
        try {
          const { page, total, limit, offset } = queryDocuments(documents, query);
          reply.header('X-Total-Count', String(total));
          const link = (at: number, rel: string) => {
            const params = new URLSearchParams(
              Object.entries(query).filter(([, v]) => typeof v === 'string') as [string, string][],
            );
            params.set('limit', String(limit));
            params.set('offset', String(at));
            return `<${publicUrl}${base}/CFDocuments?${params}>; rel="${rel}"`;
          };
          const links = [
            link(0, 'first'),
            link(Math.max(0, Math.floor((total - 1) / limit) * limit), 'last'),
          ];
          if (offset + limit < total) links.push(link(offset + limit, 'next'));
          if (offset > 0) links.push(link(Math.max(0, offset - limit), 'prev'));
          reply.header('Link', links.join(', '));
          if (Object.keys(query).length === 0) return sendWithEtag(request, reply, all, CACHE_REVALIDATE);
          return send(request, reply, { CFDocuments: page });
        } catch (error) {
          if (!(error instanceof CaseQueryError)) throw error;
          return reply.code(400).send(statusInfo(error.message, error.codeMinor));
        }
      },
    );

    /**
     * CFPackages: the whole package, cached by framework like the hub reads and, once cached, answered in
     * front of the router from its bytes (ADR 0029): on the usual path every request re-encoded the
     * 365 KB text.
     */
    app.get<{ Params: { id: string } }>(
      `${base}/CFPackages/:id`,
      {
        config: {
          cachedRead: {
            key: (params) => {
              const id = (params.id ?? '').toLowerCase();
              return UUID.test(id) ? cacheKey(`package:${id}`) : undefined;
            },
            query: [],
            cacheControl: CACHE_REVALIDATE,
          },
        },
        schema: schema('One released version as a CFPackage (document, items, associations, rubrics)'),
      },
      async (request, reply) => {
        const id = request.params.id.toLowerCase();
        if (!UUID.test(id)) return reply.code(400).send(statusInfo('Invalid UUID', invalidUuid));
        const key = cacheKey(`package:${id}`);
        const early = peekCachedResponse(db, key);
        if (early) return sendWithEtag(request, reply, early, CACHE_REVALIDATE);
        const found = await index();
        const pkg = found.byDocument.get(id);
        if (!pkg) return reply.code(404).send(statusInfo('Unknown Object', 'unknownobject'));
        const body = await cachedResponse(db, key, async () => pkg, { framework: found.frameworkOf.get(id) });
        return sendWithEtag(request, reply, body, CACHE_REVALIDATE);
      },
    );

    const lookups: Lookup[] = [
      {
        kind: 'CFDocuments',
        summary: 'One released version as a CFDocument',
        find: (i, id) => {
          const pkg = i.byDocument.get(id);
          return pkg && standaloneDocument(pkg, publicUrl, caseVersion);
        },
      },
      {
        kind: 'CFItems',
        summary: 'One domain, competency or attribute of a released version as a CFItem',
        find: (i, id) => {
          const hit = i.items.get(id);
          return hit && { ...hit.item, CFDocumentURI: documentLink(hit.pkg) };
        },
      },
      {
        kind: 'CFItemAssociations',
        summary: 'One CFItem with every association it takes part in',
        find: (i, id) => {
          const hit = i.items.get(id);
          return (
            hit && {
              CFItem: { ...hit.item, CFDocumentURI: documentLink(hit.pkg) },
              CFAssociations: (i.itemAssociations.get(id) ?? []).map((a) => ({
                ...a,
                CFDocumentURI: documentLink(hit.pkg),
              })),
            }
          );
        },
      },
      {
        kind: 'CFAssociations',
        summary: 'One association (isChildOf, replacedBy, exactMatchOf, relations) as a CFAssociation',
        find: (i, id) => {
          const hit = i.associations.get(id);
          return hit && { ...hit.association, CFDocumentURI: documentLink(hit.pkg) };
        },
      },
      {
        kind: 'CFItemTypes',
        summary: 'One item type (Domain, Competency, an attribute type)',
        find: (i, id) => i.itemTypes.get(id),
      },
      { kind: 'CFLicenses', summary: 'One licence', find: (i, id) => i.licenses.get(id) },
      {
        kind: 'CFRubrics',
        summary: "A released version's expertise levels as a CFRubric",
        find: (i, id) => i.rubrics.get(id)?.rubric,
      },
      // Not used by the hub's packages: every id is unknown, answered as the binding requires.
      { kind: 'CFAssociationGroupings', summary: 'Association groupings (none)', find: () => undefined },
      { kind: 'CFSubjects', summary: 'Subjects (none)', find: () => undefined },
      { kind: 'CFConcepts', summary: 'Concepts (none)', find: () => undefined },
    ];
    for (const lookup of lookups) {
      app.get<{ Params: { id: string } }>(
        `${base}/${lookup.kind}/:id`,
        { schema: schema(lookup.summary) },
        async (request, reply) => {
          const id = request.params.id.toLowerCase();
          if (!UUID.test(id)) return reply.code(400).send(statusInfo('Invalid UUID', invalidUuid));
          const value = lookup.find(await index(), id);
          if (value === undefined) return reply.code(404).send(statusInfo('Unknown Object', 'unknownobject'));
          return send(request, reply, value);
        },
      );
    }
  }

  /**
   * The 1.1 service discovery file (CASE Service REST/JSON Binding 1.0, docs/features/curation.md §3; ADR 0023): the OpenAPI 3.0 JSON
   * document of this server's `/ims/case/v1p1` endpoints, localized with PUBLIC_URL, at
   * `/ims/case/v1p1/discovery/imscasev1p1_openapi3_v1p0.json` (the binding's path), and at
   * `/ims/case/v1p1/discovery` for the clients that read it there.
   */
  const discovery = (request: FastifyRequest, reply: FastifyReply) => {
    const full = (app as unknown as { swagger: () => Record<string, unknown> }).swagger();
    const paths = Object.fromEntries(
      Object.entries((full.paths ?? {}) as Record<string, unknown>).filter(([p]) =>
        p.startsWith('/ims/case/v1p1/CF'),
      ),
    );
    return sendWithEtag(
      request,
      reply,
      toCachedBody({
        // The binding asks for an OpenAPI 3 file; these paths use nothing that 3.1 added, so 3.0 holds.
        openapi: '3.0.3',
        info: {
          title: 'Competency Hub CASE 1.1 service',
          version: '1.0',
          description:
            'The CASE 1.1 REST endpoints of this hub (read-only, released framework versions). No ' +
            'authentication is needed; every answer can be read from any origin.',
        },
        servers: [{ url: publicUrl }],
        tags: [{ name: 'CASE 1.1' }],
        paths,
      }),
      CACHE_REVALIDATE,
    );
  };
  const discoverySchema = {
    tags: ['CASE 1.1'],
    summary: 'Service discovery: the OpenAPI 3.0 document of the CASE 1.1 endpoints',
  };
  app.get(`${DISCOVERY_PATH}`, { schema: discoverySchema }, discovery);
  app.get('/ims/case/v1p1/discovery', { schema: discoverySchema }, discovery);
}
