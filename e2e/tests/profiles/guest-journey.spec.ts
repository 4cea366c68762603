/**
 * The guest profile journey of a new visitor (docs/features/profiles.md §2; docs/features/profiles.md §1; docs/features/browsing.md §9, §11): home →
 * iscb-3.0e1 → 'Add your profile' → name, job title, image → map every competency → view (banner, legend,
 * bars) → Save to file → Download PDF → delete → Open from file restores it. Axe scan on every screen.
 */
import { expect, test } from '../fixtures';
import { downloadedBuffer, EXTENSION, PNG_1X1, pdfText } from './guest-support';

test('a visitor builds, downloads, deletes and restores a guest profile', async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Framework' }).selectOption(EXTENSION.machineName);
  const panel = page.getByRole('complementary', { name: 'Your profile' });
  await panel.getByRole('link', { name: 'Add your profile' }).click();

  // Create: help modal, then name, job title, image.
  await expect(page).toHaveURL(EXTENSION.create);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your profile' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('dialog', { name: 'How to create your profile' });
  await expect(help).toContainText('kept only in this browser');
  await checkA11y(page);
  await help.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Job title', exact: true }).fill('Core Facility Analyst');
  await page.getByRole('spinbutton', { name: 'Age' }).fill('36');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('Prefernottosay');
  await page
    .getByRole('textbox', { name: 'Qualifications and background', exact: true })
    .fill('MSc in bioinformatics');
  await page
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('img', { name: 'Your picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and map competencies' }).click();

  // Map every competency of the core framework and the extension.
  await expect(page).toHaveURL(EXTENSION.map);
  await expect(page.getByRole('heading', { level: 1, name: /^Create a profile in / })).toBeVisible();
  const scales = page.getByRole('combobox', { name: /^Select a scale for / });
  await expect(scales).toHaveCount(EXTENSION.competencyCount);
  const first = scales.first();
  await expect(first.locator('option')).toHaveText([
    'Not applicable',
    'Level 1',
    'Level 2',
    'Level 3 (most advanced)',
  ]);
  const titles: string[] = [];
  for (let i = 0; i < EXTENSION.competencyCount; i += 1) {
    const select = scales.nth(i);
    titles.push(((await select.getAttribute('aria-label')) ?? '').replace('Select a scale for ', ''));
    await select.selectOption({ index: 1 + (i % 3) });
  }
  // ISCB competencies have no attributes; the attribute rules of docs/features/browsing.md §9 are covered by guest-map.test.tsx.
  await checkA11y(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // View: banner, persona, legend, one bar per competency.
  await expect(page).toHaveURL(EXTENSION.view);
  await expect(
    page.getByText(/Your profile has been created and stored locally in your browser\./),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByText('Prefer not to say · 36 years')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scale' })).toBeVisible();
  const meters = page.getByRole('meter');
  await expect(meters).toHaveCount(EXTENSION.competencyCount);
  await expect(page.getByRole('meter', { name: titles[1] })).toHaveAttribute('aria-valuetext', 'Level: 2');
  await expect(page.getByRole('meter', { name: titles[2] })).toHaveAttribute('aria-valuetext', 'Level: 3');
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', EXTENSION.create);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await checkA11y(page);

  // It survives a reload and shows in the home side panel.
  await page.reload();
  await expect(page.getByRole('meter')).toHaveCount(EXTENSION.competencyCount);

  // Save to file.
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save to file' }).click(),
  ]);
  expect(saved.suggestedFilename()).toBe('ada_lovelace-profile.json');
  const file = await downloadedBuffer(saved);
  expect(JSON.parse(file.toString('utf8'))).toMatchObject({
    title: 'Ada Lovelace',
    frameworkName: 'iscb-3.0e1',
  });

  // Download PDF: named after the job title, holding the name and every competency title.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('core_facility_analyst.pdf');
  const text = await pdfText(await downloadedBuffer(pdf));
  expect(text).toContain('EMBL-EBI Competency Profile');
  expect(text).toContain('Ada Lovelace - Core Facility Analyst');
  expect(text).toContain('MSc in bioinformatics');
  expect(text).toMatch(/Profile created on .+ at \d\d:\d\d/);
  for (const title of titles) expect(text).toContain(title.replace(/\s+/g, ' '));

  // Delete with the original hub's confirmation.
  await page.getByRole('button', { name: 'Delete profile' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete my profile' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete your profile? This action cannot be undone!!',
  );
  await checkA11y(page);
  await confirm.getByRole('button', { name: 'Yes, Delete it!' }).click();
  await expect(page.getByText('Profile deleted')).toBeVisible();
  await expect(page.getByText('You have no profile yet')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guestProfile'))).toBeNull();
  await checkA11y(page);

  // Open from file restores it.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open from file' }).click();
  await (await chooser).setFiles({ name: 'ada.json', mimeType: 'application/json', buffer: file });
  await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('meter', { name: titles[2] })).toHaveAttribute('aria-valuetext', 'Level: 3');

  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Your profile' })).toContainText('Ada Lovelace');
  await page.getByRole('link', { name: 'View your profile' }).click();
  await expect(page).toHaveURL(EXTENSION.view);
});
