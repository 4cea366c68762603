/**
 * `npm run lint:references` (part of `npm run lint`): fails when a comment in apps/, packages/, e2e/ or
 * scripts/ cites what a clone cannot resolve: a file of the shared specification or the shared design
 * document, a section of 'the spec', or an issue number (the patterns are in CITATION below). Cite
 * `docs/features/*.md §N` or an ADR instead (docs/adr/0061-feature-references.md). Takes no arguments;
 * prints each offending line and exits 1, else exits 0.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['apps', 'packages', 'e2e', 'scripts'];
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage']);
/** Applied migrations are history: their text is never edited (a deployed database ran them as they are). */
const HISTORY = path.join('apps', 'api', 'src', 'db', 'migrations');
const EXTS = new Set(['.ts', '.tsx', '.js', '.cjs', '.mjs', '.css', '.sql', '.sh', '.md', '.html']);
const CITATION = new RegExp(
  [
    String.raw`\b(?:visitor-features|curation-and-administration|hub-api-contract|DEVIATIONS|DESIGN)\.md\b`,
    String.raw`\bspec/interchange\.md\b`,
    String.raw`\b(?:visitor |curation )?spec(?:'s)? §`,
    String.raw`\b[Ii]ssues? #\d+`,
  ].join('|'),
);
/** A line that is (or continues) a comment: `//`, `/*`, ` * `, `{/*`, SQL `--`, shell `#`, Markdown prose. */
const COMMENT = /^\s*(?:\/\/|\/\*|\*|\{\/\*|--|#)|\s(?:\/\/|\/\*)\s/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (EXTS.has(path.extname(entry.name))) yield full;
  }
}

const found: string[] = [];
for (const top of ROOTS) {
  for (const file of files(path.join(root, top))) {
    if (file === fileURLToPath(import.meta.url)) continue; // its own docstring names the patterns
    if (path.relative(root, file).startsWith(HISTORY)) continue;
    const markdown = file.endsWith('.md');
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (CITATION.test(line) && (markdown || COMMENT.test(line))) {
          found.push(`${path.relative(root, file)}:${index + 1}: ${line.trim()}`);
        }
      });
  }
}
if (found.length > 0) {
  console.error(
    `${found.length} comment(s) cite the shared spec, DESIGN.md or an issue number; cite docs/features/*.md §N or an ADR:`,
  );
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log('References: every comment cites docs/features or docs/adr.');
