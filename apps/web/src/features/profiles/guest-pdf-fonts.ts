/**
 * The fonts of the guest profile PDF (docs/features/profiles.md §5): DejaVu Sans and DejaVu Sans Bold (Bitstream Vera
 * licence with DejaVu changes in the public domain; npm `dejavu-fonts-ttf`), which cover Latin with every
 * European accent, Greek and Cyrillic. Loaded only with the PDF code (the files are fetched when 'Download
 * PDF' is pressed); jsPDF embeds only the glyphs the document uses (a subset).
 * Chinese and Japanese (Han, kana, CJK punctuation, full-width forms): Noto Sans SC Regular (SIL Open Font
 * License 1.1, © Adobe with Reserved Font Name 'Source'; npm `@expo-google-fonts/noto-sans-sc`), a 10 MB
 * file fetched only when the profile holds such text (ADR 0045). It has no Hangul, so Korean (Hangul
 * syllables and letters) is set in Noto Sans KR Regular (SIL Open Font License 1.1, © Adobe with Reserved
 * Font Name 'Source'; npm `@expo-google-fonts/noto-sans-kr`), a 6 MB file fetched only when the profile
 * holds Korean text (ADR 0045). A character neither font has prints as □ with a note (`pdfSafeText`).
 */

import koreanUrl from '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf?url';
import cjkUrl from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';

/** The font files, base64-encoded as jsPDF's virtual file system takes them. */
export interface PdfFonts {
  regular: string;
  bold: string;
  /** Noto Sans SC Regular, only when the document has Chinese or Japanese text. */
  cjk?: string;
  /** Noto Sans KR Regular, only when the document has Korean text. */
  korean?: string;
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
/** Korean characters (Hangul syllables, jamo, compatibility jamo): in Noto Sans KR only. */
const HANGUL = /\p{Script=Hangul}/u;
const HANGUL_ALL = new RegExp(HANGUL.source, 'gu');

/** True when `value` has Chinese or Japanese characters (the PDF then needs Noto Sans SC). */
export function hasHanOrKana(value: string): boolean {
  return HAN_KANA.test(value);
}

/** True when `value` has Korean characters (the PDF then needs Noto Sans KR). */
export function hasHangul(value: string): boolean {
  return HANGUL.test(value);
}

/** Which of the large fonts a document needs (each fetched only when needed). */
export interface PdfScripts {
  /** Chinese or Japanese text: Noto Sans SC (10 MB). */
  cjk?: boolean;
  /** Korean text: Noto Sans KR (6 MB). */
  korean?: boolean;
}

/**
 * Loads DejaVu Sans and, when asked, Noto Sans SC and Noto Sans KR (never otherwise: 10 and 6 MB).
 * @throws Error when a file cannot be fetched
 */
export async function loadPdfFonts(scripts: PdfScripts = {}): Promise<PdfFonts> {
  const [regular, bold, cjk, korean] = await Promise.all([
    fetchFont(regularUrl),
    fetchFont(boldUrl),
    scripts.cjk ? fetchFont(cjkUrl) : Promise.resolve(undefined),
    scripts.korean ? fetchFont(koreanUrl) : Promise.resolve(undefined),
  ]);
  return { regular, bold, ...(cjk ? { cjk } : {}), ...(korean ? { korean } : {}) };
}

/**
 * Text the PDF fonts can show: Chinese and Japanese characters become '□' when Noto Sans SC is not
 * loaded, Korean ones when Noto Sans KR is not.
 * @param fonts which of the two are in the document
 * @returns the text and whether anything was replaced (the PDF then carries a note)
 */
export function pdfSafeText(
  value: string,
  fonts: { cjk?: unknown; korean?: unknown } = {},
): { text: string; replaced: boolean } {
  let text = value;
  // Noto Sans KR has the common Han characters of Korean text too; a text set in it keeps them.
  if (!fonts.cjk && !(fonts.korean && HANGUL.test(value))) text = text.replace(HAN_KANA_ALL, '□');
  if (!fonts.korean) text = text.replace(HANGUL_ALL, '□');
  return { text, replaced: text !== value };
}

/** The note printed when characters were replaced. */
export const CJK_NOTE =
  'Note: the fonts of this PDF have no glyphs for some characters; they are shown as □ here. ' +
  'The profile on the web page and in the saved profile file keeps the full text.';
