/**
 * Test factories (ADR 0011): build only the rows a test needs instead of importing the twelve shipped
 * files. Frameworks and versions go through the real importer (a small file in the project's import format,
 * with overrides); drafts through the curation service; users and sessions through the accounts service and
 * the sign-in route. `describeWithApp` gives each driver an empty migrated clone plus what `setUp` builds.
 */
import { FRAMEWORK_CATEGORIES, type Role } from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import type { FrameworkFile } from '../src/db/seed/file-schema.js';
import { importFrameworkText } from '../src/db/seed/importer.js';
import { createDraft as createDraftVersion } from '../src/modules/curation/service/versions.js';
import { getFramework } from '../src/modules/curation/service/views.js';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { type Driver, describeWithAppOn, openTestDatabase, type SeededContext } from './helpers.js';

/** The password every factory-made user has. */
export const FACTORY_PASSWORD = 'correct horse battery staple';

/** A framework file's input: every field optional; `domains` defaults to one domain, competency and attribute. */
export type FrameworkFileInput = Partial<Omit<FrameworkFile, 'domains'>> & {
  domains?: {
    title: string;
    code?: string;
    competencies?: { title: string; code?: string; attributes?: { type: string; title: string }[] }[];
  }[];
};

/**
 * A valid framework file in the project's import format (apps/api/src/db/seed/data), small by default:
 * framework `factory` 1.0 with one domain (code 1), one competency (1.1) and one Knowledge attribute.
 */
export function frameworkFile(overrides: FrameworkFileInput = {}): FrameworkFile {
  const domains = (
    overrides.domains ?? [
      {
        title: 'Generic competencies',
        code: '1',
        competencies: [
          {
            title: 'Work in teams',
            code: '1.1',
            attributes: [{ type: 'Knowledge', title: 'Knows how teams work' }],
          },
        ],
      },
    ]
  ).map((d) => ({
    title: d.title,
    ...(d.code === undefined ? {} : { code: d.code }),
    competencies: (d.competencies ?? []).map((c) => ({
      title: c.title,
      ...(c.code === undefined ? {} : { code: c.code }),
      mapped_other_competency: '',
      attributes: c.attributes ?? [],
    })),
  }));
  const types = new Set(
    domains.flatMap((d) => d.competencies.flatMap((c) => c.attributes.map((a) => a.type))),
  );
  return {
    machine_name: 'factory',
    title: 'Factory framework',
    version: '1.0',
    description: 'A framework made by a test factory.',
    category: FRAMEWORK_CATEGORIES[0],
    licence: 'CC BY 4.0',
    source: [],
    complete: true,
    notes: '',
    attribute_types: overrides.attribute_types ?? [...types],
    expertise_levels: [],
    profiles: [],
    ...overrides,
    domains,
  } as FrameworkFile;
}

/**
 * Imports a released framework version made by frameworkFile(overrides) (a second call with the same
 * machine name and another `version` adds a version).
 * @returns the machine name and version number
 * @throws the importer's errors (ImportValidationError, ImportConflictError)
 */
export async function createFramework(
  db: Db,
  overrides: FrameworkFileInput = {},
): Promise<{ machineName: string; version: string }> {
  const file = frameworkFile(overrides);
  await importFrameworkText(db, JSON.stringify(file), `${file.machine_name}-${file.version}.json`);
  return { machineName: file.machine_name, version: file.version };
}

/**
 * Opens a draft of a framework copied from its newest live version, as a framework manager would.
 * @returns the draft's version row id
 */
export async function createDraft(db: Db, machineName: string): Promise<number> {
  const fw = await getFramework(db, machineName);
  const draft = await createDraftVersion(db, fw, { id: null, username: 'factory' });
  return draft.id;
}

let userSerial = 0;

/**
 * Creates a user (unique username unless given; password FACTORY_PASSWORD) and signs in through the API.
 * @returns the username and the session headers (cookie and CSRF token)
 */
export async function createSession(
  app: FastifyInstance,
  db: Db,
  overrides: { username?: string; roles?: Role[]; frameworks?: string[] } = {},
): Promise<{ username: string; headers: AuthHeaders }> {
  userSerial += 1;
  const username = overrides.username ?? `user-${process.pid}-${userSerial}`;
  await createUser(db, {
    username,
    password: FACTORY_PASSWORD,
    roles: overrides.roles ?? [],
    frameworks: overrides.frameworks ?? [],
  });
  return { username, headers: (await signIn(app, username, FACTORY_PASSWORD)).headers };
}

/**
 * Declares one `describe` block per driver over an empty migrated database and an app; `setUp` builds
 * the rows the suite needs with the factories before its tests run.
 */
export function describeWithApp(
  name: string,
  setUp: (db: Db) => Promise<void>,
  body: (ctx: () => SeededContext, driver: Driver) => void,
): void {
  describeWithAppOn(
    name,
    async (driver) => {
      const database = await openTestDatabase(driver);
      await setUp(database.db);
      return database;
    },
    body,
  );
}
