/**
 * The fonts of the guest profile PDF (issue #19 §3): DejaVu Sans and DejaVu Sans Bold (Bitstream Vera
 * licence with DejaVu changes in the public domain; npm `dejavu-fonts-ttf`), which cover Latin with every
 * European accent, Greek and Cyrillic. Loaded only with the PDF code (the files are fetched when 'Download
 * PDF' is pressed); jsPDF embeds only the glyphs the document uses (a subset). No CJK: see `pdfSafeText`.
 */

import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';

/** The two font files, base64-encoded as jsPDF's virtual file system takes them. */
export interface PdfFonts {
  regular: string;
  bold: string;
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

/** Loads both fonts. @throws Error when a file cannot be fetched */
export async function loadPdfFonts(): Promise<PdfFonts> {
  const [regular, bold] = await Promise.all([fetchFont(regularUrl), fetchFont(boldUrl)]);
  return { regular, bold };
}

/** Chinese, Japanese and Korean characters (not in DejaVu Sans). */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/gu;

/**
 * Text the PDF font can show: CJK characters become '□'.
 * @returns the text and whether anything was replaced (the PDF then carries a note)
 */
export function pdfSafeText(value: string): { text: string; replaced: boolean } {
  const text = value.replace(CJK, '□');
  return { text, replaced: text !== value };
}

/** The note printed when CJK text was replaced. */
export const CJK_NOTE =
  'Note: the font of this PDF has no Chinese, Japanese or Korean characters; they are shown as □ here. ' +
  'The profile on the web page and in the saved profile file keeps the full text.';
