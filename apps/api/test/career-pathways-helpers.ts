/**
 * Helpers of the career pathway API tests: the shipped iscb-3.0e1 e1 reference profiles, extra profiles
 * written straight to the database (a Draft one, one of another version), request helpers and a
 * snapshot of the tables a pathway write may change.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client.js';
import {
  auditEvent,
  careerPathway,
  careerPathwayStep,
  framework,
  frameworkVersion,
  profile,
} from '../src/db/schema/index.js';
import type { AuthHeaders } from './auth-helpers.js';

/** Base of the pathway writes of iscb-3.0e1 e1. */
export const MANAGE = '/api/v1/manage/frameworks/iscb-3.0e1/versions/e1/career-pathways';
/** Base of the pathway reads of iscb-3.0e1 e1. */
export const READ = '/api/v1/frameworks/iscb-3.0e1/versions/e1/career-pathways';

/** The id of version `number` of framework `machineName`. */
export async function versionId(db: Db, machineName: string, number: string): Promise<number> {
  const [row] = await db
    .select({ id: frameworkVersion.id })
    .from(frameworkVersion)
    .innerJoin(framework, eq(framework.id, frameworkVersion.frameworkId))
    .where(and(eq(framework.machineName, machineName), eq(frameworkVersion.number, number)));
  if (!row) throw new Error(`no version ${machineName} ${number}`);
  return row.id;
}

/** The shipped Live profiles of iscb-3.0e1 e1 by job title (the four core-facility career stages). */
export async function shippedProfiles(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: profile.id, jobTitle: profile.jobTitle })
    .from(profile)
    .where(eq(profile.versionId, await versionId(db, 'iscb-3.0e1', 'e1')))
    .orderBy(asc(profile.id));
  return new Map(rows.map((r) => [r.jobTitle, r.id]));
}

/** Inserts a profile straight into the database (not through the profile API). @returns its id */
export async function insertProfile(
  db: Db,
  values: { versionId: number; jobTitle: string; status: 'Live' | 'Draft'; alias: string },
): Promise<number> {
  const [row] = await db
    .insert(profile)
    .values({
      versionId: values.versionId,
      title: values.jobTitle,
      jobTitle: values.jobTitle,
      publishingStatus: values.status,
      urlAlias: values.alias,
    })
    .returning({ id: profile.id });
  if (!row) throw new Error('profile insert failed');
  return row.id;
}

/** Sends one request with the given session headers. */
export function send(
  app: FastifyInstance,
  headers: Partial<AuthHeaders>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Every row of the tables a pathway write may change (pathways, steps, profiles, audit trail), as JSON. */
export async function pathwaySnapshot(db: Db): Promise<string> {
  const [pathways, steps, profiles, audit] = await Promise.all([
    db.select().from(careerPathway).orderBy(asc(careerPathway.id)),
    db
      .select()
      .from(careerPathwayStep)
      .orderBy(asc(careerPathwayStep.pathwayId), asc(careerPathwayStep.position)),
    db.select().from(profile).orderBy(asc(profile.id)),
    db.select().from(auditEvent).orderBy(asc(auditEvent.id)),
  ]);
  return JSON.stringify({ pathways, steps, profiles, audit });
}
