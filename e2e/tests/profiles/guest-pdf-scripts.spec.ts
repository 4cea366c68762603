/**
 * The guest profile PDF prints every script a European name needs (issue #19 §3): the PDF embeds DejaVu
 * Sans (a subset), so Polish, Greek and Cyrillic text comes back intact from the PDF's text layer; CJK text
 * is replaced with a note saying so.
 */
import { expect, test } from '../fixtures';
import { downloadedBuffer, EXTENSION, pdfText } from './guest-support';
import { storeGuestProfile } from './reference-support';

test('the PDF keeps Polish, Greek and Cyrillic names intact and notes what it cannot show', async ({
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
    additional_information: '生物信息学',
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
  expect(text).toContain('has no Chinese, Japanese or Korean characters');
  expect(text).toContain('Level: 1');
  expect(text).not.toContain('(Level 1)');
  // The font is embedded as a subset: far smaller than the two whole font files (1.4 MB).
  expect(bytes.length).toBeLessThan(400_000);
  expect(bytes.toString('latin1')).toMatch(/FontFile2/);
});
