/**
 * The TeSS import of the training resource form (docs/features/training.md §4; docs/features/training.md §3: 'choose a content provider,
 * then an event or material'), in the session scope under `/api/v1/manage/tess`. The server talks to TeSS
 * (client.ts); content managers only (401/403); 502 `TESS_UNAVAILABLE` when TeSS fails.
 */
import {
  errorBodySchema,
  TESS_CATEGORIES,
  tessImportDraftSchema,
  tessItemListSchema,
  tessProviderListSchema,
} from '@hub/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { trainingResource } from '../../db/schema/index.js';
import { requireCapability } from '../../plugins/auth.js';
import { fetchContentProviders, fetchItem, fetchProviderItems, type TessOptions } from './client.js';
import { calendarDate, tessItemToDraft } from './convert.js';

const tags = ['Training resources: TeSS import'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  502: errorBodySchema,
};
const ACCESS =
  'Needs a signed-in content manager (401 anonymous, 403 otherwise). 502 when TeSS fails, times out or answers garbage.';
const provider = z.string().trim().min(1).max(500);
const category = z.enum(TESS_CATEGORIES);

/** Registers the routes (relative to `/api/v1/manage/tess`). */
export async function tessRoutes(app: FastifyInstance, opts: { db: Db; tess: TessOptions }): Promise<void> {
  const { db, tess } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/content-providers',
    {
      schema: {
        tags,
        summary: "TeSS's content providers, by title",
        description: ACCESS,
        response: { 200: tessProviderListSchema, ...errors },
      },
    },
    async (request) => {
      requireCapability(request, 'manageTraining');
      const items = await fetchContentProviders(tess);
      const providers = items
        .map((p) => ({ id: p.id, title: typeof p.attributes.title === 'string' ? p.attributes.title : '' }))
        .filter((p) => p.title !== '')
        .sort((a, b) => a.title.localeCompare(b.title));
      return { providers };
    },
  );

  r.get(
    '/items',
    {
      schema: {
        tags,
        summary: "A content provider's events (newest first, past ones included) or materials",
        description: ACCESS,
        querystring: z.object({ provider, category }),
        response: { 200: tessItemListSchema, ...errors },
      },
    },
    async (request) => {
      requireCapability(request, 'manageTraining');
      const items = await fetchProviderItems(tess, request.query.provider, request.query.category);
      return {
        items: items.map((i) => ({
          id: i.id,
          category: request.query.category,
          title: typeof i.attributes.title === 'string' ? i.attributes.title : `(untitled ${i.id})`,
          startDate: request.query.category === 'event' ? calendarDate(i.attributes.start) : null,
          endDate: request.query.category === 'event' ? calendarDate(i.attributes.end) : null,
        })),
      };
    },
  );

  r.get(
    '/items/:category/:id',
    {
      schema: {
        tags,
        summary: 'One TeSS item as the training resource form, filled',
        description: `\`existingSlug\` names the resource already imported from this item (saving updates it). ${ACCESS}`,
        params: z.object({ category, id: z.string().regex(/^\d{1,18}$/) }),
        querystring: z.object({ provider }),
        response: { 200: tessImportDraftSchema, ...errors },
      },
    },
    async (request) => {
      requireCapability(request, 'manageTraining');
      const { category: cat, id } = request.params;
      const item = await fetchItem(tess, cat, id);
      const [existing] = await db
        .select({ slug: trainingResource.slug })
        .from(trainingResource)
        .where(and(eq(trainingResource.tessCategory, cat), eq(trainingResource.tessId, item.id)));
      return tessItemToDraft(item, cat, request.query.provider, existing?.slug ?? null);
    },
  );
}
