/**
 * The import contract's detection (ADR 0036): each registry recognises every kind it imports
 * from the content alone (not the file name), refuses text that starts like JSON but is not JSON, and
 * refuses unknown content with a message naming what it reads, or where a file of another kind goes.
 * Pure: no database.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildExportCsv } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { ImportValidationError, probeContent, UnrecognisedContentError } from '../src/db/import-contract.js';
import { seedRegistry } from '../src/db/seed/importers.js';
import { shippedDataDir, shippedProfilesDir } from '../src/db/seed/shipped.js';
import { shippedTrainingDir } from '../src/db/seed/training-shipped.js';
import { databaseImports, draftImports } from '../src/modules/interchange/index.js';

const casePackage = JSON.stringify({
  CFDocument: { identifier: 'doc-1', title: 'A framework', uri: 'urn:doc-1' },
  CFItems: [],
  CFAssociations: [],
});
const moodleCsv =
  'Parent ID number,ID number,Short name,Description,Description format,Scale values,Scale configuration,Rule type,Rule outcome,Rule config,Cross-referenced competency ID numbers,Exported ID,Is framework,Taxonomy\n' +
  'fw,fw,Framework,,1,,,,,,,,1,\n' +
  ',D1,Domain one,Domain one,1,,,,,,,,,\n';
const exportCsv = buildExportCsv({
  headers: [
    'Domain UUID',
    'Domain',
    'Competency UUID',
    'Competency',
    'Attribute UUID',
    'Attribute type',
    'Attribute',
  ],
  data: [{ Domain: 'Data', Competency: 'Curate data', 'Attribute type': 'Knowledge', Attribute: 'Metadata' }],
});

const shipped = async (file: string) => readFile(file, 'utf8');
const kindOf = (registry: typeof databaseImports | typeof draftImports, text: string, fileName?: string) =>
  registry.detect(probeContent(text, fileName)).kind;

/** The problem messages of what `work` throws. */
function refusal(work: () => unknown): { error: unknown; message: string } {
  try {
    work();
  } catch (error) {
    const problems = error instanceof ImportValidationError ? error.problems : [];
    return { error, message: problems.map((p) => `${p.path}: ${p.message}`).join('\n') };
  }
  throw new Error('expected a refusal');
}

describe('the import registries', () => {
  it('tell every kind written into the database apart by its content', async () => {
    const framework = await shipped(path.join(shippedDataDir, 'bioexcel-1.0.json'));
    const profiles = await shipped(path.join(shippedProfilesDir, 'iscb-3.0e1-core-facility-profiles.json'));
    const training = await shipped(path.join(shippedTrainingDir, 'bioexcel-knowledge-base.json'));
    expect(kindOf(databaseImports, framework)).toBe('framework-file');
    expect(kindOf(databaseImports, profiles)).toBe('profile-file');
    expect(kindOf(databaseImports, training)).toBe('training-file');
    expect(kindOf(databaseImports, casePackage)).toBe('case-package');
    // First-start seeding reads the shipped kinds with the same importers.
    expect(seedRegistry.detect(probeContent(profiles)).kind).toBe('profile-file');
    expect(() => seedRegistry.detect(probeContent(casePackage))).toThrow(UnrecognisedContentError);
  });

  it('tell every kind a draft reads apart by its content, whatever the file is called', () => {
    expect(kindOf(draftImports, casePackage, 'package.csv')).toBe('case-package');
    expect(kindOf(draftImports, moodleCsv, 'framework.json')).toBe('moodle-csv');
    expect(kindOf(draftImports, exportCsv)).toBe('export-csv');
    // A byte order mark and a semicolon-separated export (a spreadsheet's) are still the export CSV.
    expect(kindOf(draftImports, `\uFEFF${exportCsv.replaceAll(',', ';')}`)).toBe('export-csv');
  });

  it('refuses unknown content, naming the kinds it reads', () => {
    const { error, message } = refusal(() => kindOf(databaseImports, 'Just some notes\nabout a framework'));
    expect(error).toBeInstanceOf(UnrecognisedContentError);
    expect(message).toMatch(/^\$: not a file this import reads: expected a framework file/);
    expect(message).toContain('a CASE 1.0/1.1 package');
    const draft = refusal(() => kindOf(draftImports, JSON.stringify({ title: 'no known keys' })));
    expect(draft.message).toMatch(
      /expected a CASE 1\.0\/1\.1 package .*, a Moodle competency framework CSV .* or the Export page's CSV/,
    );
  });

  it('says where a file of the other target goes', async () => {
    expect(refusal(() => kindOf(databaseImports, moodleCsv)).message).toMatch(
      /this is a Moodle competency framework CSV .*, which is imported into a framework's draft/,
    );
    expect(refusal(() => kindOf(databaseImports, exportCsv)).message).toMatch(/Export page's CSV/);
    const framework = await shipped(path.join(shippedDataDir, 'iscb-3.0.json'));
    expect(refusal(() => kindOf(draftImports, framework)).message).toMatch(
      /this is a framework file .*, which is imported with `npm run import`/,
    );
  });

  it('reports text that starts like JSON but is not JSON as such', () => {
    const { error, message } = refusal(() => kindOf(databaseImports, '{"CFDocument": '));
    expect(error).not.toBeInstanceOf(UnrecognisedContentError);
    expect(message).toMatch(/^\$: not valid JSON/);
  });
});
