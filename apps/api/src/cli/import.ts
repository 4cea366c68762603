/**
 * `npm run import -- <file.json> [more.json…]`: imports framework files, reference profile files,
 * training resource files and CASE packages, each told apart by its content (the registry
 * `databaseImports`, ADR 0036), into the configured database (PGlite
 * under ./data by default, PostgreSQL with DATABASE_URL). `--shipped` imports the shipped framework files,
 * then the shipped profile files, then the shipped training resources.
 * Exit code 1 with every problem and its JSON path when a file is invalid; nothing is changed then.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ImportConflictError, ImportValidationError } from '../db/import-contract.js';
import { listShippedFiles, listShippedProfileFiles } from '../db/seed/shipped.js';
import { listShippedTrainingFiles } from '../db/seed/training-shipped.js';
import { databaseImports } from '../modules/interchange/index.js';

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
        const name = path.basename(file);
        // The registry chooses the importer by the file's content (ADR 0036), never by its name.
        const { summary } = await databaseImports.importText(
          handle.db,
          await readFile(file, 'utf8'),
          { actor: { id: null, username: 'npm run import' }, fileName: name },
          name,
        );
        console.log(`${name}: ${summary}`);
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

main().then(
  (code) => process.exit(code),
  (error) => {
    // A message, not a stack trace (ADR 0039); DEBUG=1 shows the whole error.
    console.error(error instanceof Error && !process.env.DEBUG ? `Import failed: ${error.message}` : error);
    process.exit(1);
  },
);
