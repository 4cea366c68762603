/**
 * `npm run import -- <file.json> [more.json…]`: imports framework files, reference profile files (told
 * apart by their keys) and training resource files (a JSON array) into the configured database (PGlite
 * under ./data by default, PostgreSQL with DATABASE_URL). `--shipped` imports the shipped framework files,
 * then the shipped profile files, then the shipped training resources.
 * Exit code 1 with every problem and its JSON path when a file is invalid; nothing is changed then.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ImportConflictError, ImportValidationError, importFrameworkText } from '../db/seed/importer.js';
import { isProfileFile } from '../db/seed/profile-file-schema.js';
import { importProfileText, type ProfileImportOutcome } from '../db/seed/profile-importer.js';
import { listShippedFiles, listShippedProfileFiles } from '../db/seed/shipped.js';
import { isTrainingResourceFile } from '../db/seed/training-file-schema.js';
import { importTrainingText, type TrainingImportOutcome } from '../db/seed/training-importer.js';
import { listShippedTrainingFiles } from '../db/seed/training-shipped.js';
import { describeCaseImport, importCasePackage } from '../modules/interchange/case-import.js';
import { isCasePackage } from '../modules/interchange/case-package.js';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(
      'Usage: npm run import -- <framework.json | profiles.json | training.json | CASE CFPackage.json> [more …]\n       npm run import -- --shipped',
    );
    return args.length === 0 ? 1 : 0;
  }
  const config = loadConfig();
  const files = args.includes('--shipped')
    ? [
        ...(await listShippedFiles()),
        ...(await listShippedProfileFiles()),
        ...(await listShippedTrainingFiles()),
      ]
    : args.map((a) => path.resolve(process.env.INIT_CWD ?? process.cwd(), a));
  const handle = await openDatabase({ url: config.DATABASE_URL, dir: config.PGLITE_DIR });
  let failed = 0;
  try {
    await handle.migrate();
    for (const file of files) {
      try {
        const text = await readFile(file, 'utf8');
        const name = path.basename(file);
        const json = safeJson(text);
        if (isCasePackage(json)) {
          const outcome = await importCasePackage(
            handle.db,
            text,
            { id: null, username: 'npm run import' },
            name,
          );
          console.log(`${name}: ${describeCaseImport(outcome)}`);
        } else if (isTrainingResourceFile(json)) {
          console.log(`${name}: ${describeTraining(await importTrainingText(handle.db, text, name))}`);
        } else if (isProfileFile(json)) {
          console.log(`${name}: ${describeProfiles(await importProfileText(handle.db, text, name))}`);
        } else {
          console.log(`${name}: ${describe(await importFrameworkText(handle.db, text, name))}`);
        }
      } catch (error) {
        failed++;
        if (error instanceof ImportValidationError || error instanceof ImportConflictError) {
          console.error(`${path.basename(file)}: ${error.message}`);
        } else if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          console.error(`${file}: no such file`);
        } else {
          throw error;
        }
      }
    }
  } finally {
    await handle.close();
  }
  return failed > 0 ? 1 : 0;
}

/** Parsed JSON, or undefined when the text is not JSON (the framework importer then reports it). */
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeProfiles(outcome: ProfileImportOutcome): string {
  return outcome.status === 'created'
    ? `imported ${outcome.profiles} Live reference profiles of ${outcome.machineName} ${outcome.version} (${outcome.mappings} mapped competencies)`
    : `profiles of ${outcome.machineName} ${outcome.version} already imported, nothing changed`;
}

function describeTraining(outcome: TrainingImportOutcome): string {
  return outcome.status === 'created'
    ? `imported ${outcome.created} training resources (${outcome.mappings} competency mappings)${outcome.existing ? `; ${outcome.existing} already imported, left as they are` : ''}`
    : `all ${outcome.existing} training resources already imported, nothing changed`;
}

function describe(outcome: Awaited<ReturnType<typeof importFrameworkText>>): string {
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

main().then(
  (code) => process.exit(code),
  (error) => {
    // A message, not a stack trace (issue #22 §4); DEBUG=1 shows the whole error.
    console.error(error instanceof Error && !process.env.DEBUG ? `Import failed: ${error.message}` : error);
    process.exit(1);
  },
);
