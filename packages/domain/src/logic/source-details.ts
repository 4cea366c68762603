/**
 * The BioExcel knowledge base's record metadata (apps/api/src/db/seed/data/training/README.md): 55 of its
 * records carry no course description, only the dataset's own fields written into the description, as
 * `<p><strong>Type detail: </strong>Lecture, <strong> Provider: </strong> WeNMR Youtube, <strong> Provider
 * URL: </strong> https://…, <strong> BioExcel Partner:</strong> External</p>`. Such a text is the source's
 * metadata, not a description by the course provider: the resource page shows it as fields and the credit
 * line does not call it a description (docs/adr/0045-visitor-pages-say-what-the-data-is.md).
 */

/** The labels of the dataset's metadata fields, in the order the dataset writes them. */
export const SOURCE_DETAIL_LABELS = ['Type detail', 'Provider', 'Provider URL', 'BioExcel Partner'] as const;
export type SourceDetailLabel = (typeof SOURCE_DETAIL_LABELS)[number];

/** One metadata field of the source dataset: its label and its plain-text value. */
export interface SourceDetail {
  label: SourceDetailLabel;
  value: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of a fragment without tags: entities decoded, whitespace collapsed, trimmed. */
function plain(fragment: string): string {
  return fragment
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The dataset's metadata fields when a description is made of them and nothing else: one paragraph of
 * `<strong>Label:</strong> value` pairs separated by commas, every label one of SOURCE_DETAIL_LABELS, no
 * label twice. A description with any other text (a real course blurb) is not metadata.
 * @param descriptionHtml the resource's sanitised description HTML
 * @returns the fields in their order, or null when the description is not (only) the source's metadata
 */
export function sourceDetailsOf(descriptionHtml: string): SourceDetail[] | null {
  const body = /^\s*<p>([\s\S]*)<\/p>\s*$/.exec(descriptionHtml)?.[1];
  if (body === undefined || body.includes('<p')) return null;
  const parts = body.split(/<strong>/);
  if (plain(parts.shift() ?? '') !== '' || parts.length === 0) return null;
  const details: SourceDetail[] = [];
  for (const part of parts) {
    const match = /^([^<]*)<\/strong>([^<]*)$/.exec(part);
    if (!match) return null;
    const label = plain(match[1] ?? '')
      .replace(/:$/, '')
      .trim() as SourceDetailLabel;
    if (!SOURCE_DETAIL_LABELS.includes(label) || details.some((d) => d.label === label)) return null;
    const value = plain(match[2] ?? '')
      .replace(/,$/, '')
      .trim();
    details.push({ label, value });
  }
  return details;
}
