/**
 * Reading a CSV file's bytes as text (docs/features/curation.md §5): UTF-8 with or without a byte order mark as before,
 * UTF-16 with a byte order mark (Excel's 'Unicode text'), and Windows-1252 / Latin-1 (Excel's plain 'CSV'
 * on Western Windows) decoded with the platform's WHATWG TextDecoder; chardet (a kept detector) tells a
 * file in another script (Cyrillic, Greek, CJK…) from Windows-1252, which is refused rather than garbled.
 */
import { analyse } from 'chardet';

/** The encodings an import names in its preview. */
export type CsvEncoding = 'UTF-8' | 'UTF-8 with BOM' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252';

/** A file's text and the encoding it was read with. */
export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
}

/** Thrown when a file is in no encoding the import reads; the message says what to do. */
export class CsvEncodingError extends Error {}

/** Encodings of other scripts: a file the detector places there is refused, not read as Windows-1252. */
const OTHER_SCRIPTS = new Set([
  'windows-1251',
  'KOI8-R',
  'ISO-8859-5',
  'ISO-8859-6',
  'ISO-8859-7',
  'ISO-8859-8',
  'ISO-8859-8-I',
  'windows-1256',
  'Shift_JIS',
  'EUC-JP',
  'EUC-KR',
  'Big5',
  'GB18030',
  'ISO-2022-JP',
  'ISO-2022-KR',
  'ISO-2022-CN',
]);
const CONFIDENT = 50;
/**
 * Below this many bytes above 0x7F a detector's guess of another script is noise: a Western file with a few
 * accents ('café', 'Zürich') can look like KOI8-R. Such a file is read as Windows-1252.
 */
const MIN_HIGH_BYTES_FOR_SCRIPT = 20;
/** Bytes Windows-1252 leaves undefined come out as C1 controls; text never holds those. */
const C1_CONTROLS = /[\u0080-\u009f]/;
const C1_CONTROLS_ALL = /[\u0080-\u009f]/g;
/** WHATWG index-windows-1252 for bytes 0x80–0x9F ('' where the byte is undefined). */
const WINDOWS_1252_C1 = [
  '\u20ac',
  '',
  '\u201a',
  '\u0192',
  '\u201e',
  '\u2026',
  '\u2020',
  '\u2021',
  '\u02c6',
  '\u2030',
  '\u0160',
  '\u2039',
  '\u0152',
  '',
  '\u017d',
  '',
  '',
  '\u2018',
  '\u2019',
  '\u201c',
  '\u201d',
  '\u2022',
  '\u2013',
  '\u2014',
  '\u02dc',
  '\u2122',
  '\u0161',
  '\u203a',
  '\u0153',
  '',
  '\u017e',
  '\u0178',
];

const SAVE_AS_UTF8 = "save it from the spreadsheet as 'CSV UTF-8' and import it again";

/**
 * Decodes a CSV file's bytes.
 * @returns the text (without a byte order mark) and the encoding used
 * @throws CsvEncodingError when the bytes are neither UTF-8/UTF-16 nor Windows-1252 text
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
    return { text: strict('utf-8', bytes.subarray(3), 'UTF-8 with BOM'), encoding: 'UTF-8 with BOM' };
  }
  if (b0 === 0xff && b1 === 0xfe) {
    return { text: strict('utf-16le', bytes.subarray(2), 'UTF-16LE'), encoding: 'UTF-16LE' };
  }
  if (b0 === 0xfe && b1 === 0xff) {
    return { text: strict('utf-16be', bytes.subarray(2), 'UTF-16BE'), encoding: 'UTF-16BE' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    // Not UTF-8: try Windows-1252 below.
  }
  const highBytes = bytes.reduce((n, b) => (b > 0x7f ? n + 1 : n), 0);
  const best = highBytes >= MIN_HIGH_BYTES_FOR_SCRIPT ? analyse(bytes)[0] : undefined;
  if (best && OTHER_SCRIPTS.has(best.name) && best.confidence >= CONFIDENT) {
    throw new CsvEncodingError(
      `The file is not UTF-8 and looks like ${best.name}${best.lang ? ` (${best.lang})` : ''}, which the import cannot read: ${SAVE_AS_UTF8}`,
    );
  }
  // Node's TextDecoder reads 'windows-1252' as ISO-8859-1 (0x80–0x9F as C1 controls); browsers follow
  // the WHATWG index. Mapping those 27 code points makes both give the WHATWG result.
  const text = new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(C1_CONTROLS_ALL, (ch) => WINDOWS_1252_C1[ch.charCodeAt(0) - 0x80] || ch);
  if (C1_CONTROLS.test(text) || text.includes('\u0000')) {
    throw new CsvEncodingError(`The file is neither UTF-8 nor Windows-1252 text: ${SAVE_AS_UTF8}`);
  }
  return { text, encoding: 'Windows-1252' };
}

function strict(label: string, bytes: Uint8Array, name: string): string {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    throw new CsvEncodingError(`The file starts as ${name} but is not valid ${name}: ${SAVE_AS_UTF8}`);
  }
}
