/**
 * The seed importers under the import contract (ADR 0036): framework files, reference profile files and
 * training resource files, each recognised by its shape (a framework file has `machine_name`, a profile
 * file `framework` and `profiles`, a training resource file is an array), and the registry first-start
 * seeding chooses from. The CLI's registry adds the CASE package (modules/interchange).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../client.js';
import {
  type AnyImporter,
  type DatabaseImportContext,
  type Importer,
  ImportRegistry,
  ImportValidationError,
  isObjectWith,
  probeContent,
} from '../import-contract.js';
import {
  frameworkFileFromJson,
  type ImportOutcome,
  type PreparedFrameworkFile,
  prepareFrameworkFile,
  writeFrameworkFile,
} from './importer.js';
import { isProfileFile } from './profile-file-schema.js';
import {
  type PreparedProfileFile,
  type ProfileImportOutcome,
  prepareProfileFile,
  profileFileFromJson,
  writeProfileFile,
} from './profile-importer.js';
import { isTrainingResourceFile, type TrainingResourceFile } from './training-file-schema.js';
import { type TrainingImportOutcome, trainingFileFromJson, writeTrainingFile } from './training-importer.js';

/** A framework file (format of data/*.json): a live version, a draft or metadata only. */
export const frameworkFileImporter: Importer<PreparedFrameworkFile, ImportOutcome, DatabaseImportContext> = {
  kind: 'framework-file',
  title: 'a framework file (JSON with machine_name)',
  detect: (probe) => isObjectWith(probe.json, 'machine_name'),
  parse: async (probe) => prepareFrameworkFile(frameworkFileFromJson(probe.json, probe.fileName)),
  write: (db, prepared) => writeFrameworkFile(db, prepared),
  describe: describeFrameworkImport,
};

/** A reference profile file (format of data/profiles): Live profiles of an imported framework version. */
export const profileFileImporter: Importer<PreparedProfileFile, ProfileImportOutcome, DatabaseImportContext> =
  {
    kind: 'profile-file',
    title: 'a reference profile file (JSON with framework and profiles)',
    detect: (probe) => isProfileFile(probe.json),
    parse: async (probe) =>
      prepareProfileFile(
        profileFileFromJson(probe.json, probe.fileName),
        path.basename(probe.fileName ?? 'profiles.json'),
      ),
    write: (db, prepared) => writeProfileFile(db, prepared),
    describe: (outcome) =>
      outcome.status === 'created'
        ? `imported ${outcome.profiles} Live reference profiles of ${outcome.machineName} ${outcome.version} (${outcome.mappings} mapped competencies)`
        : `profiles of ${outcome.machineName} ${outcome.version} already imported, nothing changed`,
  };

/** A training resource file (format of data/training): resources with their competency mappings. */
export const trainingFileImporter: Importer<
  TrainingResourceFile,
  TrainingImportOutcome,
  DatabaseImportContext
> = {
  kind: 'training-file',
  title: 'a training resource file (a JSON array)',
  detect: (probe) => isTrainingResourceFile(probe.json),
  parse: async (probe) => trainingFileFromJson(probe.json, probe.fileName),
  write: (db, file, context) => writeTrainingFile(db, file, context.fileName),
  describe: (outcome) =>
    outcome.status === 'created'
      ? `imported ${outcome.created} training resources (${outcome.mappings} competency mappings)${outcome.existing ? `; ${outcome.existing} already imported, left as they are` : ''}`
      : `all ${outcome.existing} training resources already imported, nothing changed`,
};

/** What a framework file's import did, in one line. */
export function describeFrameworkImport(outcome: ImportOutcome): string {
  switch (outcome.status) {
    case 'created-live':
      return `imported ${outcome.machineName} ${outcome.version} as a live version (${outcome.competencies} competencies, ${outcome.attributes} attributes)`;
    case 'created-draft':
      return `created ${outcome.machineName} with a draft ${outcome.version} (${outcome.domains} domains, no competencies)`;
    case 'metadata-only':
      return `added ${outcome.machineName} ${outcome.version} metadata and provenance (no competencies, no new version)`;
    case 'unchanged':
      return `${outcome.machineName} ${outcome.version} already imported, nothing changed`;
  }
}

/** The importers of the shipped data, in the order a file is tried. */
export const seedImporters = [frameworkFileImporter, profileFileImporter, trainingFileImporter] as const;

/** First-start seeding's registry: each shipped file is imported by the importer its content calls for. */
export const seedRegistry = new ImportRegistry<DatabaseImportContext>(seedImporters);

/**
 * Imports one shipped file with the importer its content calls for (seedRegistry, ADR 0036): validated
 * and prepared first, then written in one transaction.
 * @param expected the importer the file's folder holds: a file of another kind is refused
 * @throws ImportValidationError (also for a file of another kind), ImportConflictError
 */
export async function importShippedFile<Outcome>(
  db: Db,
  file: string,
  expected: AnyImporter<DatabaseImportContext>,
): Promise<Outcome> {
  const fileName = path.basename(file);
  const probe = probeContent(await readFile(file, 'utf8'), fileName);
  const importer = seedRegistry.detect(probe);
  if (importer !== expected) {
    throw new ImportValidationError(
      [{ path: '$', message: `this is ${importer.title}, not ${expected.title}` }],
      fileName,
    );
  }
  const pkg = await importer.parse(probe);
  return (await importer.write(db, pkg, { actor: commandLineActor('seed'), fileName })) as Outcome;
}

/** Who seeding and the command line import as (audit events name it). */
export const commandLineActor = (username: string) => ({ id: null, username });
