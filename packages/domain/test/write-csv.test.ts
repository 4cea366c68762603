/**
 * The one CSV writer (ADR 0041): formula cells get a leading single quote, whatever follows them (a line
 * break included, which Papa's own `escapeFormulae: true` test misses), and the import takes it off again.
 */
import { describe, expect, it } from 'vitest';
import { parseExportCsv, unescapeCsvCell, writeCsv } from '../src/logic/export-csv.js';

describe('writeCsv', () => {
  it('neutralises formula cells, a formula followed by a line break included', () => {
    const text = writeCsv(
      ['a', 'b'],
      [
        ['=1+1\nsecond', '-x'],
        ['@y', 'plain'],
      ],
    );
    expect(text).toBe(`a,b\r\n"'=1+1\nsecond","'-x"\r\n"'@y",plain`);
  });

  it('quotes every field when asked (the Moodle CSV)', () => {
    expect(writeCsv(['a'], [['+1']], { quoteAll: true })).toBe('"a"\r\n"\'+1"');
  });

  it('reads the quote off again on import', () => {
    const text = writeCsv(['Domain', 'Competency'], [['=SUM(A1)', '+1 more']]);
    expect(parseExportCsv(text).rows).toEqual([['=SUM(A1)', '+1 more']]);
    expect(unescapeCsvCell("it's")).toBe("it's");
  });
});
