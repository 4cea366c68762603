/**
 * The fonts of the guest profile PDF (issue #19 §3): DejaVu Sans and DejaVu Sans Bold (Bitstream Vera
 * licence with DejaVu changes in the public domain; npm `dejavu-fonts-ttf`), which cover Latin with every
 * European accent, Greek and Cyrillic. Loaded only with the PDF code (the files are fetched when 'Download
 * PDF' is pressed); jsPDF embeds only the glyphs the document uses (a subset).
 * Chinese and Japanese (Han, kana, CJK punctuation, full-width forms): Noto Sans SC Regular (SIL Open Font
 * License 1.1, © Adobe with Reserved Font Name 'Source'; npm `@expo-google-fonts/noto-sans-sc`), a 10 MB
 * file fetched only when the profile holds such text (ADR 0045). It has no Hangul: Korean still prints as □
 * with a note (`pdfSafeText`).
 */

import cjkUrl from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';

/** The font files, base64-encoded as jsPDF's virtual file system takes them. */
export interface PdfFonts {
  regular: string;
  bold: string;
  /** Noto Sans SC Regular, only when the document has Chinese or Japanese text. */
  cjk?: string;
}

/** Base64 of bytes, in chunks (a whole font at once overflows the argument list). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

async function fetchFont(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF font could not be loaded (HTTP ${response.status}).`);
  return toBase64(new Uint8Array(await response.arrayBuffer()));
}

/** Chinese and Japanese characters that Noto Sans SC has (and DejaVu Sans has not). */
const HAN_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const HAN_KANA_ALL = new RegExp(HAN_KANA.source, 'gu');
/** Korean characters: in neither font. */
const HANGUL = /\p{Script=Hangul}/gu;

/** True when `value` has Chinese or Japanese characters (the PDF then needs Noto Sans SC). */
export function hasHanOrKana(value: string): boolean {
  return HAN_KANA.test(value);
}

/**
 * Loads DejaVu Sans and, when `withCjk`, Noto Sans SC as well (never otherwise: it is 10 MB).
 * @throws Error when a file cannot be fetched
 */
export async function loadPdfFonts(withCjk = false): Promise<PdfFonts> {
  const [regular, bold, cjk] = await Promise.all([
    fetchFont(regularUrl),
    fetchFont(boldUrl),
    withCjk ? fetchFont(cjkUrl) : Promise.resolve(undefined),
  ]);
  return cjk ? { regular, bold, cjk } : { regular, bold };
}

/**
 * Text the PDF fonts can show: Korean characters become '□', and so do Chinese and Japanese ones when
 * the CJK font is not loaded.
 * @param withCjk whether Noto Sans SC is in the document
 * @returns the text and whether anything was replaced (the PDF then carries a note)
 */
export function pdfSafeText(value: string, withCjk = false): { text: string; replaced: boolean } {
  const text = (withCjk ? value : value.replace(HAN_KANA_ALL, '□')).replace(HANGUL, '□');
  return { text, replaced: text !== value };
}

/** The note printed when CJK text was replaced. */
export const CJK_NOTE =
  'Note: the fonts of this PDF have no Korean characters; they are shown as □ here. ' +
  'The profile on the web page and in the saved profile file keeps the full text.';
