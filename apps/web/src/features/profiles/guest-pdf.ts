/**
 * The guest profile as a PDF (jsPDF; this module is loaded only when 'Download PDF' is pressed). Layout of
 * docs/features/browsing.md §11: A4 in points, DejaVu Sans embedded as a subset (Latin with every European accent, Greek,
 * Cyrillic; docs/features/profiles.md §5), Noto Sans SC for a text with Chinese or Japanese characters when the profile
 * has any and Noto Sans KR for a text with Korean characters (ADR 0045), or helvetica without fonts (unit tests), text width
 * 490, margins 20 and 30, title 'EMBL-EBI Competency Profile';
 * name and job title, image, gender and age, qualifications and background, activities and current role
 * (and additional information), footer 'Profile created on {date} at {time}' on every page. Beyond the
 * original: every mapped competency, by domain, with its level (docs/features/profiles.md §2).
 */
import {
  type Domain,
  type ExpertiseLevel,
  type GuestProfile,
  PROFILE_GENDER_LABELS,
  proficiencyLabel,
} from '@hub/domain';
import { jsPDF } from 'jspdf';
import { pdfFileName, ratingsByCompetency } from './guest-logic';
import {
  CJK_NOTE,
  hasHangul,
  hasHanOrKana,
  loadPdfFonts,
  type PdfFonts,
  pdfSafeText,
} from './guest-pdf-fonts';

const PAGE_HEIGHT = 842;
const LEFT = 30;
const TOP = 20;
const WIDTH = 490;
const BOTTOM = PAGE_HEIGHT - 40;
const IMAGE_BOX = 110;
/** The jsPDF family name of Noto Sans SC. */
const CJK_FAMILY = 'NotoSansSC';
/** The jsPDF family name of Noto Sans KR. */
const KOREAN_FAMILY = 'NotoSansKR';

/** What the PDF lists: the profile (mapping already reconciled), its domains and expertise levels. */
export interface GuestPdfInput {
  profile: GuestProfile;
  domains: readonly Domain[];
  levels: readonly ExpertiseLevel[];
  frameworkTitle: string;
  /** When the PDF is made (footer). */
  now?: Date;
}

/**
 * Builds the PDF document.
 * @param fonts the embedded fonts (see guest-pdf-fonts.ts); without them the standard helvetica font is
 *   used, which shows only Windows-1252 text (tests of the layout)
 * @returns the jsPDF document (call `save` or `output`)
 */
export function buildGuestPdf(
  { profile, domains, levels, frameworkTitle, now = new Date() }: GuestPdfInput,
  fonts?: PdfFonts,
): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const family = fonts ? 'DejaVuSans' : 'helvetica';
  if (fonts) {
    doc.addFileToVFS('DejaVuSans.ttf', fonts.regular);
    doc.addFileToVFS('DejaVuSans-Bold.ttf', fonts.bold);
    doc.addFont('DejaVuSans.ttf', family, 'normal');
    doc.addFont('DejaVuSans-Bold.ttf', family, 'bold');
    if (fonts.cjk) {
      doc.addFileToVFS('NotoSansSC-Regular.ttf', fonts.cjk);
      doc.addFont('NotoSansSC-Regular.ttf', CJK_FAMILY, 'normal');
    }
    if (fonts.korean) {
      doc.addFileToVFS('NotoSansKR-Regular.ttf', fonts.korean);
      doc.addFont('NotoSansKR-Regular.ttf', KOREAN_FAMILY, 'normal');
    }
  }
  doc.setFont(family, 'normal');
  let y = TOP + 30;
  let replacedCjk = false;

  const ensure = (height: number) => {
    if (y + height > BOTTOM) {
      doc.addPage();
      y = TOP + 30;
    }
  };
  const text = (value: string, size: number, style: 'normal' | 'bold' = 'normal', gap = 4) => {
    // A text with Korean characters is set in Noto Sans KR, one with Chinese or Japanese characters in Noto
    // Sans SC (one weight each: bold looks regular).
    if (fonts?.korean && hasHangul(value)) doc.setFont(KOREAN_FAMILY, 'normal');
    else if (fonts?.cjk && hasHanOrKana(value)) doc.setFont(CJK_FAMILY, 'normal');
    else doc.setFont(family, style);
    doc.setFontSize(size);
    const safe = fonts ? pdfSafeText(value, fonts) : { text: value, replaced: false };
    replacedCjk ||= safe.replaced;
    const lines: string[] = doc.splitTextToSize(safe.text, WIDTH);
    const lineHeight = size * 1.25;
    for (const line of lines) {
      ensure(lineHeight);
      doc.text(line, LEFT, y);
      y += lineHeight;
    }
    y += gap;
  };
  const section = (heading: string, body: string) => {
    if (!body.trim()) return;
    ensure(40);
    text(heading, 13, 'bold', 2);
    text(body.trim(), 11);
  };

  text('EMBL-EBI Competency Profile', 20, 'bold', 10);
  text(`${profile.title} - ${profile.job_title}`, 15, 'bold', 8);

  const image = profile.image[0]?.url;
  if (image) {
    const props = doc.getImageProperties(image);
    const scale = Math.min(IMAGE_BOX / props.width, IMAGE_BOX / props.height, 1);
    const w = props.width * scale;
    const h = props.height * scale;
    ensure(h + 10);
    doc.addImage(image, props.fileType, LEFT, y, w, h);
    y += h + 14;
  }
  const details = [
    profile.gender !== 'None' ? `Gender: ${PROFILE_GENDER_LABELS[profile.gender]}` : null,
    profile.age ? `Age: ${profile.age} years` : null,
  ].filter((d): d is string => d !== null);
  if (details.length > 0) text(details.join('    '), 11, 'normal', 8);

  section('Qualifications and background', profile.qualification_background);
  section('Activities and current role', profile.current_role);
  section('Additional information', profile.additional_information);

  const ratings = ratingsByCompetency(profile.profile_mapping);
  const levelTitle = new Map(levels.map((l) => [l.ratingLevel, l.title]));
  ensure(60);
  text(`Competencies (${frameworkTitle})`, 14, 'bold', 4);
  let listed = 0;
  for (const domain of domains) {
    const mapped = domain.competencies.filter((c) => (ratings.get(c.id) ?? 0) > 0);
    if (mapped.length === 0) continue;
    ensure(40);
    text(domain.title, 12, 'bold', 2);
    for (const competency of mapped) {
      const rating = ratings.get(competency.id) ?? 0;
      const named = levelTitle.get(rating);
      // A level titled 'Level 2' adds nothing to 'Level: 2' (docs/features/browsing.md §13: never the same words twice).
      const title = named && named.replace(/\W/g, '').toLowerCase() !== `level${rating}` ? named : null;
      text(`${competency.title}: ${proficiencyLabel(rating)}${title ? ` (${title})` : ''}`, 10, 'normal', 2);
      listed += 1;
    }
    y += 6;
  }
  if (listed === 0) text('No competency has been mapped yet.', 11);
  if (replacedCjk) {
    y += 6;
    text(CJK_NOTE, 9);
  }

  const date = now.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const time = now.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont(family, 'normal');
    doc.setFontSize(9);
    doc.text(`Profile created on ${date} at ${time}`, LEFT, PAGE_HEIGHT - 20);
    doc.text(`${page} / ${pages}`, LEFT + WIDTH, PAGE_HEIGHT - 20, { align: 'right' });
  }
  return doc;
}

/**
 * Loads the fonts (Noto Sans SC only when the profile or the competencies have Chinese or Japanese text,
 * Noto Sans KR only when they have Korean text),
 * builds the PDF and makes the browser download it as '{job_title}.pdf' (docs/features/browsing.md §11).
 * @throws Error when the fonts cannot be loaded
 */
export async function downloadGuestPdf(input: GuestPdfInput): Promise<void> {
  const { profile, domains, frameworkTitle } = input;
  const texts = [
    profile.title,
    profile.job_title,
    profile.qualification_background,
    profile.current_role,
    profile.additional_information,
    frameworkTitle,
    ...domains.flatMap((d) => [d.title, ...d.competencies.map((c) => c.title)]),
  ];
  const fonts = await loadPdfFonts({ cjk: texts.some(hasHanOrKana), korean: texts.some(hasHangul) });
  buildGuestPdf(input, fonts).save(pdfFileName(input.profile.job_title));
}
