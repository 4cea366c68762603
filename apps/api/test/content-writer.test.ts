/**
 * One content writer (ADR 0036): no code of the API other than db/content-writer.ts inserts
 * domains, competencies or attributes (the framework file import, the CASE import, the imports into a
 * draft and curation's writes all go through it).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const WRITER = path.join('db', 'content-writer.ts');
/** `.insert(domain)`, `.insert(schema.competency)`, `insert into "attribute"`… */
const CONTENT_INSERT =
  /\.insert\(\s*(?:\w+\.)?(?:domain|competency|attribute)\s*\)|insert\s+into\s+"?(?:domain|competency|attribute)\b/i;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? sourceFiles(path.join(dir, e.name))
        : Promise.resolve(e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []),
    ),
  );
  return files.flat();
}

describe('the content writer', () => {
  it('is the only source file that inserts domains, competencies or attributes', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(src)) {
      const relative = path.relative(src, file);
      if (relative === WRITER || relative.startsWith(`db${path.sep}migrations`)) continue;
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((line, i) => {
        if (CONTENT_INSERT.test(line)) offenders.push(`${relative}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('recognises the inserts it guards against', () => {
    expect(CONTENT_INSERT.test('await tx.insert(domain).values(rows)')).toBe(true);
    expect(CONTENT_INSERT.test('tx.insert(schema.attribute)')).toBe(true);
    expect(CONTENT_INSERT.test("sql`insert into competency (title) values ('x')`")).toBe(true);
    expect(CONTENT_INSERT.test('await tx.insert(attributeType).values(rows)')).toBe(false);
  });
});
