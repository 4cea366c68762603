/**
 * The curation API, registered at `/api/v1/manage/frameworks` (docs/features/curation.md §3, §8, §10, §11; docs/features/curation.md §4, §18; ADR 0007). Routes, bodies and responses are the ones listed in the header of
 * packages/domain/src/schemas/curation.ts. Every route resolves the framework (404), checks that the
 * signed-in user manages it (401/403; policy.ts), calls one service function and returns a presenter's
 * output. CSRF tokens are checked for every write before these handlers run (plugins/auth.ts).
 * One file per aggregate: versions.ts, content.ts, vocabularies.ts; drafts.ts undoes (ADR 0022).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/client.js';
import { codeRoutes } from './codes.js';
import { contentRoutes } from './content.js';
import { draftRoutes } from './drafts.js';
import { frameworkRoutes } from './frameworks.js';
import { publisherRoutes } from './publisher.js';
import { versionRoutes } from './versions.js';
import { vocabularyRoutes } from './vocabularies.js';

/**
 * Registers the curation routes (relative to the prefix `/api/v1/manage/frameworks`).
 * @param opts.db the database
 */
export const curationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, opts) => {
  versionRoutes(app, opts.db);
  contentRoutes(app, opts.db);
  draftRoutes(app, opts.db);
  codeRoutes(app, opts.db);
  frameworkRoutes(app, opts.db);
  vocabularyRoutes(app, opts.db);
  publisherRoutes(app, opts.db);
};
