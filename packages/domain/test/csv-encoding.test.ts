import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvEncodingError, decodeCsvBytes } from '../src/logic/csv-encoding.js';

const CSV = 'Domain;Competency;Attribute\nCafé;Crème brûlée à la façon de Zoë;Ærø “quoted” – €5\n';
const cp1252 = (text: string): Uint8Array => {
  // Latin-1 range maps byte for byte; the few Windows-1252 extras used above are mapped by hand.
  const extras: Record<string, number> = { '“': 0x93, '”': 0x94, '–': 0x96, '€': 0x80 };
  return Uint8Array.from([...text].map((ch) => extras[ch] ?? (ch.codePointAt(0) as number)));
};

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with and without a byte order mark', () => {
    const bytes = new TextEncoder().encode(CSV);
    expect(decodeCsvBytes(bytes)).toEqual({ text: CSV, encoding: 'UTF-8' });
    expect(decodeCsvBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]))).toEqual({
      text: CSV,
      encoding: 'UTF-8 with BOM',
    });
  });

  it('reads a Windows-1252 file saved by Excel, keeping café and the euro sign', () => {
    expect(decodeCsvBytes(cp1252(CSV))).toEqual({ text: CSV, encoding: 'Windows-1252' });
    expect(decodeCsvBytes(cp1252('Title\ncafé\n')).text).toBe('Title\ncafé\n');
  });

  it('reads UTF-16 with a byte order mark', () => {
    const le = [0xff, 0xfe, ...[...CSV].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])];
    expect(decodeCsvBytes(Uint8Array.from(le))).toEqual({ text: CSV, encoding: 'UTF-16LE' });
  });

  it('refuses a Cyrillic Windows-1251 file and bytes undefined in Windows-1252', () => {
    const cyrillic = 'Название;Описание\nПривет мир;Компетенции и навыки специалиста\n';
    const win1251 = Uint8Array.from(
      [...cyrillic].map((ch) => {
        const code = ch.codePointAt(0) as number;
        return code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : code;
      }),
    );
    expect(() => decodeCsvBytes(win1251)).toThrow(CsvEncodingError);
    expect(() => decodeCsvBytes(Uint8Array.from([0x41, 0x81, 0x42, 0xe9]))).toThrow(/CSV UTF-8/);
  });

  it('gives back any UTF-8 text unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const clean = text.replace(/^\uFEFF/, '');
        expect(decodeCsvBytes(new TextEncoder().encode(clean)).text).toBe(clean);
      }),
    );
  });

  it('reads any Latin-1 text encoded as Windows-1252 (letters and punctuation of 0xA0–0xFF)', () => {
    const latin = fc.string({
      unit: fc.integer({ min: 0xa0, max: 0xff }).map((c) => String.fromCharCode(c)),
      minLength: 1,
    });
    fc.assert(
      fc.property(latin, (text) => {
        // 'é' before an ASCII character is never UTF-8, so the file cannot be read as UTF-8.
        const line = `Title\n${text}é.\n`;
        expect(decodeCsvBytes(cp1252(line))).toEqual({ text: line, encoding: 'Windows-1252' });
      }),
    );
  });

  it('reads UTF-16BE with a byte order mark', () => {
    const be = [0xfe, 0xff, ...[...CSV].flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff])];
    expect(decodeCsvBytes(Uint8Array.from(be))).toEqual({ text: CSV, encoding: 'UTF-16BE' });
  });

  it('takes only a whole byte order mark as one: text that merely starts with those bytes is read as it is', () => {
    const cases: [number[], string, string][] = [
      [[0x61, 0xc2, 0xbf], 'a¿', 'UTF-8'],
      [[0xe2, 0xbb, 0xbf], '\u2eff', 'UTF-8'],
      [[0xef, 0xbc, 0xbf], '＿', 'UTF-8'],
      [[0xef, 0xbb, 0x80], '\ufec0', 'UTF-8'],
      [[0xff, 0x41], 'ÿA', 'Windows-1252'],
      [[0x41, 0xfe], 'Aþ', 'Windows-1252'],
      [[0xfe, 0x41], 'þA', 'Windows-1252'],
      [[0x41, 0xff], 'Aÿ', 'Windows-1252'],
    ];
    for (const [bytes, text, encoding] of cases) {
      expect(decodeCsvBytes(Uint8Array.from(bytes))).toEqual({ text, encoding });
    }
  });

  it('refuses a file whose byte order mark promises what the rest does not hold, naming the encoding', () => {
    expect(() => decodeCsvBytes(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41, 0xff]))).toThrow(
      'The file starts as UTF-8 with BOM but is not valid UTF-8 with BOM',
    );
    expect(() => decodeCsvBytes(Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x42]))).toThrow(
      'The file starts as UTF-16LE but is not valid UTF-16LE',
    );
    expect(() => decodeCsvBytes(Uint8Array.from([0xfe, 0xff, 0x00, 0x41, 0x42]))).toThrow(
      'The file starts as UTF-16BE but is not valid UTF-16BE',
    );
  });

  it('names the script a refused file looks like, and reads a file it cannot place with confidence', () => {
    const toWin1251 = (text: string) =>
      Uint8Array.from(
        [...text].map((ch) => {
          const code = ch.codePointAt(0) as number;
          return code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : code;
        }),
      );
    expect(() =>
      decodeCsvBytes(toWin1251('Название;Описание\nПривет мир;Компетенции и навыки специалиста\n')),
    ).toThrow(
      "The file is not UTF-8 and looks like windows-1251 (ru), which the import cannot read: save it from the spreadsheet as 'CSV UTF-8' and import it again",
    );
    // 20 bytes above 0x7F that the detector places nowhere with confidence: read as Windows-1252.
    const short = toWin1251('Title\nКомпетенциинавыкисп\n');
    expect(decodeCsvBytes(short).encoding).toBe('Windows-1252');
  });
});
