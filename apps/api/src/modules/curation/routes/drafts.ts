/**
 * Curation routes that undo mistakes in a draft (ADR 0022): delete a domain, competency or attribute
 * added in this draft, discard the draft, list and undo its imports (change sets), and its history.
 */
import { errorBodySchema, frameworkParamsSchema, manageIdParamsSchema } from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { expectedOf } from '../../../lib/revision.js';
import * as changeSets from '../service/change-sets.js';
import * as drafts from '../service/drafts.js';
import * as history from '../service/history.js';
import {
  ACCESS,
  DRAFT_ONLY,
  IF_MATCH,
  managerAccess,
  noContent,
  readErrors,
  tags,
  WRITE_ACCESS,
  writeErrors,
} from './shared.js';

const changeSetSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  summary: z.unknown(),
  username: z.string(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
  undoable: z.boolean(),
});

const undoItemKind = z.enum(['domain', 'competency', 'attribute']);
const undoResultSchema = z.object({
  restored: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  undone: z.array(z.object({ kind: undoItemKind, title: z.string(), how: z.enum(['removed', 'put back']) })),
  kept: z.array(
    z.object({ kind: undoItemKind, id: z.number().int(), title: z.string(), reason: z.string() }),
  ),
});

const ADDED_ONLY =
  'Only an item added in this draft can be deleted (no live version has it); a released item answers ' +
  '409 and is archived instead. 409 too when a reference profile maps it. 404 when it is not in this ' +
  "framework's draft.";

/** Registers DELETE of draft-added domains, competencies and attributes, and DELETE of the draft. */
export function draftRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { manage, noStore } = managerAccess(db);

  const kinds = [
    ['domains', 'domain', ' with its competencies and their attributes'],
    ['competencies', 'competency', ' with its attributes'],
    ['attributes', 'attribute', ''],
  ] as const;
  for (const [path, kind, extra] of kinds) {
    /** DELETE /{fw}/{kind}/{id} → 204. */
    r.delete(
      `/:framework/${path}/:id`,
      {
        schema: {
          tags,
          summary: `Delete a ${kind} added in this draft`,
          description: `Removes the ${kind}${extra}. ${ADDED_ONLY} ${IF_MATCH} ${DRAFT_ONLY} ${WRITE_ACCESS}`,
          params: manageIdParamsSchema,
          response: { 204: noContent, ...writeErrors },
        },
      },
      async (request, reply) => {
        const { fw, actor } = await manage(request, request.params.framework);
        await drafts.deleteAddedItem(db, fw, actor, kind, request.params.id, expectedOf(request));
        return reply.code(204).send(null);
      },
    );
  }

  /** DELETE /{fw}/draft → 204: 'Discard draft'. */
  r.delete(
    '/:framework/draft',
    {
      schema: {
        tags,
        summary: 'Discard the draft',
        description:
          'Removes the draft version with every change made in it (its domains, competencies and ' +
          'attributes); live versions, attribute types and expertise levels are kept. 409 without a ' +
          `draft, or when reference profiles or career pathways belong to the draft. ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      await drafts.discardDraft(db, fw, actor, expectedOf(request));
      return reply.code(204).send(null);
    },
  );

  /** GET /{fw}/draft/change-sets → { changeSets }: the draft's imports, newest first. */
  r.get(
    '/:framework/draft/change-sets',
    {
      schema: {
        tags,
        summary: "The draft's recorded imports",
        description:
          'Each import into the draft (ADR 0022), newest first: kind, what it added, changed and moved, who ' +
          `and when, whether undone; \`undoable\` marks the one 'Undo this import' can take. Empty without a draft. ${ACCESS}`,
        params: frameworkParamsSchema,
        response: { 200: z.object({ changeSets: z.array(changeSetSchema) }), ...readErrors },
      },
    },
    async (request, reply) => {
      const { fw } = await manage(request, request.params.framework);
      noStore(reply);
      const rows = await changeSets.listChangeSets(db, fw);
      return {
        changeSets: rows.map((c) => ({
          ...c,
          createdAt: c.createdAt.toISOString(),
          undoneAt: c.undoneAt?.toISOString() ?? null,
        })),
      };
    },
  );

  /** POST /{fw}/draft/change-sets/{id}/undo → counts, items undone and kept: 'Undo this import' (ADR 0066). */
  r.post(
    '/:framework/draft/change-sets/:id/undo',
    {
      schema: {
        tags,
        summary: 'Undo an import',
        description:
          'Removes what the import added and puts back what it changed or moved, but only where nobody ' +
          'changed the item since (ADR 0066): `undone` lists what was reverted, `kept` each item left as it ' +
          "is and why (e.g. 'renamed by x after the import'), at most 200 each. Only the newest import not " +
          'yet undone (409 otherwise, and when a reference profile maps an item it added). ' +
          `${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: manageIdParamsSchema,
        response: {
          200: undoResultSchema,
          ...writeErrors,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { fw, actor } = await manage(request, request.params.framework);
      return changeSets.undoChangeSet(db, fw, actor, request.params.id);
    },
  );

  /** GET /{fw}/draft/changes?since=n → { etag, changes }: what colleagues changed since `"d<n>"`. */
  r.get(
    '/:framework/draft/changes',
    {
      schema: {
        tags,
        summary: 'What colleagues changed since a draft-wide revision',
        description:
          'The draft-wide revision now (`etag`, `"d<n>"`, ADR 0058) and the changes others recorded in the ' +
          'framework after revision `since` (who, what in words, when; oldest first, at most 20; the ' +
          "caller's own left out). A screen asks it when it regains focus and offers 'Reload' (ADR 0066). " +
          ACCESS,
        params: frameworkParamsSchema,
        querystring: z.object({ since: z.coerce.number().int().min(0) }),
        response: {
          200: z.object({
            etag: z.string(),
            changes: z.array(
              z.object({
                username: z.string(),
                action: z.string(),
                entityType: z.string(),
                description: z.string(),
                occurredAt: z.string(),
              }),
            ),
          }),
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      noStore(reply);
      return history.colleagueChangesSince(db, fw, actor, request.query.since);
    },
  );

  /** GET /{fw}/draft/history → { events }: who changed what and when in the draft. */
  r.get(
    '/:framework/draft/history',
    {
      schema: {
        tags,
        summary: "The draft's history",
        description:
          'The audit events of the framework since its draft was created, newest first (at most ' +
          `${history.HISTORY_LIMIT}), each with who, when and a description. Empty without a draft. ${ACCESS}`,
        params: frameworkParamsSchema,
        response: {
          200: z.object({
            events: z.array(
              z.object({
                id: z.number().int(),
                occurredAt: z.string(),
                username: z.string(),
                action: z.string(),
                entityType: z.string(),
                entityId: z.number().int().nullable(),
                description: z.string(),
              }),
            ),
          }),
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      const { fw } = await manage(request, request.params.framework);
      noStore(reply);
      const events = await history.getDraftHistory(db, fw);
      return { events: events.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() })) };
    },
  );
}
