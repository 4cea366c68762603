/**
 * The guest profile PDF prints every script a European name needs (docs/features/profiles.md §5): the PDF embeds DejaVu
 * Sans (a subset), so Polish, Greek and Cyrillic text comes back intact from the PDF's text layer. A Chinese
 * or Japanese name prints too, in Noto Sans SC, and a Korean one in Noto Sans KR, each fetched only for such
 * a profile and embedded as a subset (ADR 0045, 0063).
 */
import { expect, test } from '../fixtures';
import { downloadedBuffer, EXTENSION, pdfText } from './guest-support';
import { storeGuestProfile } from './reference-support';

test('the PDF keeps Polish, Greek and Cyrillic names intact, with no CJK or Korean font fetched', async ({
  page,
  request,
  checkA11y,
}) => {
  test.slow();
  await page.goto('/');
  await storeGuestProfile(page, request, (_, i) => (i % 3) + 1, {
    title: 'Łucja Dąbrowska',
    job_title: 'Βιοπληροφορικός αναλυτής',
    qualification_background: 'Магистр биоинформатики, Людмила Петрова (научный руководитель)',
    current_role: 'Ζωή Παπαδοπούλου; Ærøskøbing; Šťastná Žofie; Őrs Ürge',
  });
  const cjkFont: string[] = [];
  page.on('request', (r) => {
    if (/NotoSans(SC|KR)/.test(r.url())) cjkFont.push(r.url());
  });
  await page.goto(EXTENSION.view);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y(page);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const bytes = await downloadedBuffer(pdf);
  const text = await pdfText(bytes);
  expect(text).toContain('Łucja Dąbrowska - Βιοπληροφορικός αναλυτής');
  expect(text).toContain('Магистр биоинформатики, Людмила Петрова (научный руководитель)');
  expect(text).toContain('Ζωή Παπαδοπούλου; Ærøskøbing; Šťastná Žofie; Őrs Ürge');
  expect(text).not.toContain('□');
  // No Chinese, Japanese or Korean text: neither the 10 MB nor the 6 MB font is fetched.
  expect(cjkFont).toEqual([]);
  expect(text).toContain('Level: 1');
  expect(text).not.toContain('(Level 1)');
  // The font is embedded as a subset: far smaller than the two whole font files (1.4 MB).
  expect(bytes.length).toBeLessThan(400_000);
  expect(bytes.toString('latin1')).toMatch(/FontFile2/);
});

test('a Chinese or Japanese name prints in the PDF, with the CJK font fetched for it', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/');
  await storeGuestProfile(page, request, (_, i) => (i % 3) + 1, {
    title: '王小明',
    job_title: '生物信息学分析师',
    current_role: 'データサイエンティスト（東京）',
  });
  const cjkFont: string[] = [];
  page.on('request', (r) => {
    if (/NotoSansSC/.test(r.url())) cjkFont.push(r.url());
  });
  await page.goto(EXTENSION.view);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(cjkFont).toEqual([]);
  const [pdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const bytes = await downloadedBuffer(pdf);
  const text = await pdfText(bytes);
  expect(text).toContain('王小明 - 生物信息学分析师');
  expect(text).toContain('データサイエンティスト（東京）');
  expect(text).not.toContain('□');
  expect(text).not.toContain('have no glyphs');
  expect(cjkFont).toHaveLength(1);
  // Only the glyphs used are embedded: the PDF stays far below the 10 MB font file.
  expect(bytes.length).toBeLessThan(600_000);
});

test('a Korean name prints in the PDF, in Noto Sans KR fetched for it and embedded as a subset', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/');
  await storeGuestProfile(page, request, (_, i) => (i % 3) + 1, {
    title: '김민준',
    job_title: '생물정보학 분석가',
    current_role: 'Bioinformatics core, 서울대학교',
  });
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (/NotoSans(SC|KR)/.test(r.url())) fonts.push(new URL(r.url()).pathname);
  });
  await page.goto(EXTENSION.view);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(fonts).toEqual([]);
  const [pdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const bytes = await downloadedBuffer(pdf);
  // The text layer gives the Hangul back: the glyphs are embedded with their Unicode mapping (ToUnicode).
  const text = await pdfText(bytes);
  expect(text).toContain('김민준 - 생물정보학 분석가');
  expect(text).toContain('Bioinformatics core, 서울대학교');
  expect(text).not.toContain('□');
  expect(text).not.toContain('have no glyphs');
  // Only the Korean font was fetched, and the PDF embeds it by name as a TrueType subset.
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/NotoSansKR/);
  const raw = bytes.toString('latin1');
  expect(raw).toMatch(/\/BaseFont \/NotoSansKR/);
  expect(raw).toMatch(/\/ToUnicode/);
  // A subset: far below the 6 MB font file (jsPDF keeps some whole tables of it).
  expect(bytes.length).toBeLessThan(1_000_000);
});
