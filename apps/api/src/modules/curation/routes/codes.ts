/**
 * 'Renumber codes' of a draft (ADR 0059): `GET /{fw}/draft/renumber-codes` previews every code that
 * changes (old → new) in the draft's order; `POST` with the confirmed changes applies them as one change.
 */
import { frameworkParamsSchema, renumberCodesRequestSchema, renumberCodesViewSchema } from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.js';
import * as codes from '../service/codes.js';
import { ACCESS, DRAFT_ONLY, managerAccess, readErrors, tags, WRITE_ACCESS, writeErrors } from './shared.js';

const SCHEME =
  "Codes follow the framework's scheme read from its codes: letters through the version with a fixed " +
  'suffix (ISCB: A3, B3, …), or numbers within a domain after its code (BioExcel: 1.1, 1.2, …), or plain ' +
  'numbers; a level without a scheme keeps its codes.';

/** Registers GET and POST of `/{fw}/draft/renumber-codes`. */
export function codeRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { manage, noStore } = managerAccess(db);
  const path = '/:framework/draft/renumber-codes';

  r.get(
    path,
    {
      schema: {
        tags,
        summary: "Preview 'Renumber codes'",
        description: `Every code of the draft that renumbering in its current order changes. ${SCHEME} ${DRAFT_ONLY} ${ACCESS}`,
        params: frameworkParamsSchema,
        response: { 200: renumberCodesViewSchema, ...readErrors, 409: writeErrors[409] },
      },
    },
    async (request, reply) => {
      const { fw } = await manage(request, request.params.framework);
      noStore(reply);
      return codes.previewRenumberCodes(db, fw);
    },
  );

  r.post(
    path,
    {
      schema: {
        tags,
        summary: "Apply 'Renumber codes'",
        description:
          'Body: the changes of the preview, as shown. They are written as one change; 409 when the ' +
          `draft's codes or order changed since the preview (nothing changes). ${SCHEME} ${DRAFT_ONLY} ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        body: renumberCodesRequestSchema,
        response: { 200: renumberCodesViewSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      noStore(reply);
      return codes.applyRenumberCodes(db, fw, actor, request.body);
    },
  );
}
