/**
 * Helpers of the guest profile specs: a tiny valid PNG, the guest screens' addresses for the core-facility
 * extension, reading a downloaded file, and extracting a PDF's text.
 */
import type { Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

/** A valid 1×1 PNG (jsPDF decodes it when building the PDF). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** iscb-3.0e1: 13 core (ISCB 3.0) + 6 extension competencies are mapped by its profiles. */
export const EXTENSION = {
  machineName: 'iscb-3.0e1',
  version: 'e1',
  create: '/framework/iscb-3.0e1/e1/profile/create/guest',
  map: '/framework/iscb-3.0e1/e1/profile/map/guest',
  view: '/framework/iscb-3.0e1/e1/profile/view/guest',
  competencyCount: 19,
} as const;

/** The whole content of a download. */
export async function downloadedBuffer(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The text of a PDF, whitespace collapsed to single spaces (wrapped lines join up again). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
