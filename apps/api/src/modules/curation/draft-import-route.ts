/**
 * The route pair every import into a framework's draft registers (docs/features/interchange-files.md §1, ADR 0022; docs/features/curation.md §5):
 * `POST /api/v1/manage/frameworks/{fw}/draft/{path}` imports the file as one change set, and
 * `…/{path}/preview` says what it would add, change and move without writing. Both need a framework
 * manager of the framework and the CSRF token, answer `no-store`, and share one summary shape.
 * Used by the CSV import and the interchange (CASE, Moodle) draft imports.
 */
import { errorBodySchema, frameworkParamsSchema } from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { FrameworkRow } from '../../db/rows.js';
import type { SessionUser } from '../../plugins/auth.js';
import { managerAccess } from './access.js';

/** Numbers of domains, competencies and attributes. */
export const importCountsSchema = z.object({
  domains: z.number().int(),
  competencies: z.number().int(),
  attributes: z.number().int(),
});

const listedChange = z.object({
  kind: z.enum(['domain', 'competency', 'attribute']),
  from: z.string(),
  to: z.string(),
  changedBy: z.array(z.string()),
  changedAt: z.string().nullable(),
});

/**
 * What an import added (or would add), changed and moved, item by item (ADR 0065), the draft revision
 * it was based on, and its change set (null for a preview).
 */
export const importSummarySchema = z.object({
  added: importCountsSchema,
  changed: importCountsSchema,
  moved: importCountsSchema,
  moves: z.array(
    z.object({
      kind: z.enum(['competency', 'attribute']),
      title: z.string(),
      from: z.string(),
      to: z.string(),
      changedBy: z.array(z.string()).optional(),
    }),
  ),
  additions: z.array(
    z.object({
      kind: z.enum(['domain', 'competency', 'attribute']),
      title: z.string(),
      parent: z.string().nullable(),
    }),
  ),
  changes: z.array(listedChange),
  keptEdits: z.array(listedChange),
  revision: z.string(),
  changeSetId: z.number().int().nullable(),
});

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** One import format's route pair: its path, body, size limit, documentation and what it runs. */
export interface DraftImportRouteSpec<Body extends z.ZodTypeAny> {
  /** The path segment after `draft/`, e.g. 'import-csv'. */
  path: string;
  body: Body;
  /** The largest file, in bytes (the body limit adds 64 KiB for the JSON around it). */
  maxBytes: number;
  /** The summary schema of the answer (`importSummarySchema` or an extension of it). */
  response: z.ZodTypeAny;
  /** OpenAPI summaries and descriptions of the import and of its preview. */
  docs: { summary: string; description: string; previewSummary: string; previewDescription: string };
  /**
   * Imports (`preview` false) or previews the body into the framework's draft; `expected` is the
   * request's If-Match (the preview's draft revision, ADR 0065).
   */
  run: (
    fw: FrameworkRow,
    actor: SessionUser,
    body: z.infer<Body>,
    preview: boolean,
    expected: string | undefined,
  ) => Promise<unknown>;
}

/**
 * Registers an import's route pair (under `/api/v1/manage/frameworks`): the import and its preview. The
 * preview answers the draft revision it read (`revision`); an import sent with it as If-Match is refused
 * (409) when the draft changed since (ADR 0065).
 * @throws (in the handlers) AppError 404 unknown framework, 401/403 not a manager, and what `run` throws
 */
export function registerDraftImportRoutes<Body extends z.ZodTypeAny>(
  app: FastifyInstance,
  db: Db,
  spec: DraftImportRouteSpec<Body>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { manage, noStore } = managerAccess(db);
  for (const preview of [false, true]) {
    r.post(
      `/:framework/draft/${spec.path}${preview ? '/preview' : ''}`,
      {
        bodyLimit: spec.maxBytes + 64 * 1024,
        schema: {
          tags: ['Curation'],
          summary: preview ? spec.docs.previewSummary : spec.docs.summary,
          description: preview ? spec.docs.previewDescription : spec.docs.description,
          params: frameworkParamsSchema,
          body: spec.body,
          response: { 200: spec.response, ...errors },
        },
      },
      async (request, reply) => {
        const { fw, actor } = await manage(request, request.params.framework);
        noStore(reply);
        const ifMatch = request.headers['if-match'];
        return spec.run(fw, actor, request.body as z.infer<Body>, preview, ifMatch?.trim() || undefined);
      },
    );
  }
}
