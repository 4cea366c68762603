/**
 * Helpers of the curation API tests: the five kinds of caller of the authorisation matrix, a request
 * helper for `/api/v1/manage/frameworks`, and a snapshot of every table curation may change (to prove
 * that a refused request changed nothing).
 */
import type {
  ManageCompetency,
  ManageCompetencyView,
  ManageDomain,
  ManageFrameworkView,
  Role,
} from '@hub/domain';
import { asc } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client.js';
import {
  attribute,
  attributeType,
  auditEvent,
  competency,
  domain,
  expertiseLevel,
  framework,
  frameworkVersion,
} from '../src/db/schema/index.js';
import { type AuthHeaders, anonymousHeaders, createUser, signIn } from './auth-helpers.js';

export const PASSWORD = 'correct horse battery staple';
export const BASE = '/api/v1/manage/frameworks';

/** The callers of the authorisation matrix (docs/features/curation.md §4). */
export type Persona = 'anonymous' | 'noRoles' | 'contentManager' | 'otherManager' | 'manager';

/** Headers of each persona (cookie and CSRF token). */
export type PersonaHeaders = Record<Persona, AuthHeaders>;

/**
 * Creates the users of the matrix and signs them in: a plain user, a content manager, a framework
 * manager of `otherFramework` only, and a framework manager of `frameworks`.
 * @param prefix makes usernames unique within one database
 */
export async function setUpPersonas(
  app: FastifyInstance,
  db: Db,
  prefix: string,
  frameworks: string[],
  otherFramework = 'iscb',
): Promise<PersonaHeaders> {
  const users: { key: Exclude<Persona, 'anonymous'>; roles: Role[]; frameworks: string[] }[] = [
    { key: 'noRoles', roles: [], frameworks: [] },
    { key: 'contentManager', roles: ['content_manager'], frameworks: [] },
    { key: 'otherManager', roles: ['framework_manager'], frameworks: [otherFramework] },
    { key: 'manager', roles: ['framework_manager'], frameworks },
  ];
  const headers: Partial<PersonaHeaders> = { anonymous: await anonymousHeaders(app) };
  for (const u of users) {
    const username = `${prefix}-${u.key.toLowerCase()}`;
    await createUser(db, { username, password: PASSWORD, roles: u.roles, frameworks: u.frameworks });
    headers[u.key] = (await signIn(app, username, PASSWORD)).headers;
  }
  return headers as PersonaHeaders;
}

/** Sends one request to the curation API (path relative to `/api/v1/manage/frameworks`). */
export function call(
  app: FastifyInstance,
  headers: Partial<AuthHeaders>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${BASE}${path}`,
    headers: headers as Record<string, string>,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * Every row of the tables curation may change (versions, content, vocabulary, audit trail), as JSON.
 * Two equal snapshots mean nothing changed.
 */
export async function snapshot(db: Db): Promise<string> {
  const [frameworks, versions, types, levels, domains, competencies, attributes, audit] = await Promise.all([
    db.select().from(framework).orderBy(asc(framework.id)),
    db.select().from(frameworkVersion).orderBy(asc(frameworkVersion.id)),
    db.select().from(attributeType).orderBy(asc(attributeType.id)),
    db.select().from(expertiseLevel).orderBy(asc(expertiseLevel.id)),
    db.select().from(domain).orderBy(asc(domain.id)),
    db.select().from(competency).orderBy(asc(competency.id)),
    db.select().from(attribute).orderBy(asc(attribute.id)),
    db.select().from(auditEvent).orderBy(asc(auditEvent.id)),
  ]);
  return JSON.stringify({ frameworks, versions, types, levels, domains, competencies, attributes, audit });
}

/** Today's date on the test machine, as YYYY-MM-DD (local time, like the server). */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A competency of {@link FullManageView}: the tree's with its attributes and their order's ETag. */
export type FullCompetency = ManageCompetency & { attributeCount: number };

/** A domain of {@link FullManageView}. */
export type FullDomain = Omit<ManageDomain, 'competencies'> & { competencies: FullCompetency[] };

/**
 * The manage view as the tests read attributes from it: the view (`GET /{fw}`, attribute counts only since
 * ADR 0072) with each competency's attributes, order ETag and added attribute ids taken from its own view
 * (`GET /{fw}/competencies/{id}`), so the assertions read every item in one place.
 */
export interface FullManageView extends Omit<ManageFrameworkView, 'domains' | 'addedInDraft'> {
  domains: FullDomain[];
  addedInDraft: ManageFrameworkView['addedInDraft'] & { attributes: number[] };
}

/**
 * Reads the manage view of `fw` and each of its competencies' views as `headers` (see FullManageView).
 * @throws when a read does not answer 200
 */
export async function fullManageView(
  app: FastifyInstance,
  headers: AuthHeaders,
  fw: string,
): Promise<FullManageView> {
  const res = await call(app, headers, 'GET', `/${fw}`);
  if (res.statusCode !== 200) throw new Error(`GET /${fw}: ${res.statusCode} ${res.body}`);
  const view = res.json() as ManageFrameworkView;
  const added: number[] = [];
  const domains: FullDomain[] = [];
  for (const d of view.domains) {
    const competencies: FullCompetency[] = [];
    for (const c of d.competencies) {
      const one = await call(app, headers, 'GET', `/${fw}/competencies/${c.id}`);
      if (one.statusCode !== 200) throw new Error(`GET competency ${c.id}: ${one.statusCode} ${one.body}`);
      const own = one.json() as ManageCompetencyView;
      added.push(...own.addedAttributes);
      competencies.push({
        ...c,
        attributes: own.competency.attributes,
        attributeOrder: own.competency.attributeOrder,
      });
    }
    domains.push({ ...d, competencies });
  }
  return { ...view, domains, addedInDraft: { ...view.addedInDraft, attributes: added } };
}
