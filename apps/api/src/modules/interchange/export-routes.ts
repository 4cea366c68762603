/**
 * Download routes of the interchange formats of a released version (docs/features/interchange-files.md §1), under `/api/v1`:
 * `…/framework.json` (the project's own import format), `…/case` (CASE 1.1 CFPackage), `…/case-1.0` (CASE 1.0, for OpenSALT), `…/ctdl-asn`
 * (CTDL-ASN JSON-LD graph) and `…/moodle.csv` (Moodle's competency framework import). Each answers 404 for
 * an unknown framework or a version that is not released, and names a file to save.
 */
import { errorBodySchema, versionParamsSchema } from '@hub/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { CACHE_REVALIDATE, sendWithEtag } from '../../lib/http-cache.js';
import { cachedText } from '../../lib/response-cache.js';
import { buildCasePackage } from './case.js';
import { buildCtdlAsn } from './ctdl-asn.js';
import { frameworkFileText } from './framework-json.js';
import { buildMoodleCsv } from './moodle.js';
import { loadReleasedVersion } from './service.js';

const tags = ['Interchange formats'];
const errors = { 404: errorBodySchema };

/** The Content-Disposition of a file download named `name`. */
function disposition(name: string): string {
  return `attachment; filename="${name.replace(/[^\w.-]+/g, '_')}"`;
}

/** Marks a response as a file download named `name`. */
function download(reply: FastifyReply, type: string, name: string) {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', disposition(name))
    .header('Cache-Control', 'no-cache');
}

/**
 * Registers the download routes.
 * @param opts.publicUrl the hub's canonical base URL (PUBLIC_URL), for the absolute URIs of CASE and CTDL-ASN
 */
export async function interchangeExportRoutes(
  app: FastifyInstance,
  opts: { db: Db; publicUrl: string },
): Promise<void> {
  const { db, publicUrl } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/frameworks/:framework/versions/:version';

  r.get(
    `${base}/framework.json`,
    {
      schema: {
        tags,
        summary: "A released version in the hub's own framework file format",
        description:
          'The import format of `npm run import` (apps/api/src/db/seed/data) with every uuid, archived flag, ' +
          'release date and notes: importing it into an empty hub and exporting again gives the same bytes.',
        params: versionParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { framework, version } = request.params;
      const { model } = await loadReleasedVersion(db, framework, version);
      return download(reply, 'application/json; charset=utf-8', `${framework}-${version}.json`).send(
        frameworkFileText(model),
      );
    },
  );

  for (const [suffix, caseVersion, label, note] of [
    ['case', 'v1p1', 'CASE 1.1', "with targetType on association nodes and the hub's extensions"],
    ['case-1.0', 'v1p0', 'CASE 1.0', 'for tools that validate against the 1.0 schema, such as OpenSALT'],
  ] as const) {
    // Kept in the response cache like the hub reads, tagged by framework: a release (the next version's
    // lineage associations) or a visible change drops it (ADR 0017, 0039); answered early once cached.
    const key = (framework: string, version: string) => `export:${suffix}:${framework}:${version}`;
    const fileName = (framework: string, version: string) => `${framework}-${version}-${suffix}.json`;
    r.get(
      `${base}/${suffix}`,
      {
        config: {
          cachedRead: {
            key: (params) => key(params.framework ?? '', params.version ?? ''),
            query: [],
            cacheControl: CACHE_REVALIDATE,
            headers: (params) => ({
              'content-disposition': disposition(fileName(params.framework ?? '', params.version ?? '')),
            }),
          },
        },
        schema: {
          tags,
          summary: `A released version as a ${label} CFPackage`,
          description:
            `The same package as \`GET /ims/case/${caseVersion}/CFPackages/{version uuid}\` (${note}): the ` +
            'document, its items (domains, competencies, attributes), associations (isChildOf, replacedBy, ' +
            'exactMatchOf) and the expertise levels as a CFRubric.',
          params: versionParamsSchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const { framework, version } = request.params;
        const body = await cachedText(
          db,
          key(framework, version),
          async () => {
            const { model, next } = await loadReleasedVersion(db, framework, version);
            // Compact, the bytes of `/ims/case/…/CFPackages/{id}`: indenting added 18 % (445 KB against 365 KB
            // for BioExcel 1.0) to a file read by tools, sent uncompressed to clients without Accept-Encoding.
            return JSON.stringify(buildCasePackage(model, next, publicUrl, caseVersion));
          },
          { framework },
        );
        reply.header('Content-Disposition', disposition(fileName(framework, version)));
        return sendWithEtag(request, reply, body, CACHE_REVALIDATE);
      },
    );
  }

  r.get(
    `${base}/ctdl-asn`,
    {
      schema: {
        tags,
        summary: 'A released version as a CTDL-ASN JSON-LD graph',
        description:
          'The ceasn:CompetencyFramework with its competencies (domains, competencies and attributes, the ' +
          'attribute type as ceasn:competencyCategory) and the expertise levels as an asn:ProgressionModel.',
        params: versionParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { framework, version } = request.params;
      const { model, previous, next } = await loadReleasedVersion(db, framework, version);
      const graph = buildCtdlAsn(model, { previous, next }, publicUrl);
      return download(
        reply,
        'application/ld+json; charset=utf-8',
        `${framework}-${version}-ctdl-asn.jsonld`,
      ).send(`${JSON.stringify(graph, null, 2)}\n`);
    },
  );

  r.get(
    `${base}/moodle.csv`,
    {
      schema: {
        tags,
        summary: 'A released version as a Moodle competency framework CSV (tool_lpimportcsv)',
        params: versionParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { framework, version } = request.params;
      const { model } = await loadReleasedVersion(db, framework, version);
      return download(reply, 'text/csv; charset=utf-8', `${framework}-${version}-moodle.csv`).send(
        buildMoodleCsv(model),
      );
    },
  );
}
