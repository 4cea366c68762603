/**
 * The comparison summary while TeSS answers (ADR 0045): every 'Search TeSS' link's accessible name holds
 * its visible text (axe's label-in-name rule, off by default, is run here), the page does not shift when
 * TeSS's answer arrives (layout shifts after it add up to less than 0.05), and the request the page sends
 * holds exactly what the privacy notice says the TeSS search sends.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { referenceProfile, storeGuestProfile } from '../profiles/reference-support';

declare global {
  interface Window {
    /** Layout shifts seen so far (value; input-driven ones left out). */
    __shifts: { value: number; at: number }[];
  }
}

/**
 * Waits until the page stands still: two samples in a row (taken a frame apart at least) find the same
 * layout shifts recorded and the same positions of the main content's blocks.
 */
async function settled(page: Page): Promise<void> {
  let previous = '';
  await expect
    .poll(async () => {
      const sample = await page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            requestAnimationFrame(() =>
              resolve(
                JSON.stringify([
                  window.__shifts.length,
                  Array.from(document.querySelectorAll('main *'))
                    .slice(0, 400)
                    .map((element) => {
                      const { top, height } = element.getBoundingClientRect();
                      return [Math.round(top), Math.round(height)];
                    }),
                ]),
              ),
            ),
          ),
      );
      const still = sample === previous;
      previous = sample;
      return still;
    })
    .toBe(true);
}

test('the summary is axe clean with label-in-name and does not shift when TeSS answers', async ({
  page,
  request,
  checkA11y,
}) => {
  test.slow();
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, at: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const reference = await referenceProfile(request, 'Managerial role');
  await page.goto('/');
  await storeGuestProfile(page, request, () => 0);

  // Hold TeSS's answer until the summary is on screen, as a slow TeSS would.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent: unknown = null;
  await page.route('**/api/v1/training-resources/tess-search', async (route) => {
    sent = route.request().postDataJSON();
    await released;
    await route.continue();
  });
  await page.goto(`/framework/iscb-3.0e1/e1/profiles/compare/guest/${reference.id}/summary`);
  await expect(page.getByTestId('improvement-item').first()).toBeVisible();
  await expect(page.getByText('Searching TeSS…').first()).toBeVisible();
  // Let the page settle, then count only what moves once TeSS answers.
  await settled(page);
  const before = await page.evaluate(() => window.__shifts.length);
  release();
  await expect(page.getByText('Searching TeSS…')).toHaveCount(0);
  await expect(page.getByRole('list', { name: /^Found in TeSS for / }).first()).toBeVisible();
  await settled(page);
  const shift = await page.evaluate(
    (from) => window.__shifts.slice(from).reduce((sum, s) => sum + s.value, 0),
    before,
  );
  expect(shift, 'layout shift while TeSS answers').toBeLessThan(0.05);

  // 'Search TeSS' links: one per searched competency, the visible words inside the accessible name.
  const links = page.getByRole('link', { name: /^Search TeSS for / });
  expect(await links.count()).toBeGreaterThan(0);
  await checkA11y(page, { labelInName: true });

  // What was sent is what the privacy notice lists: framework, version, and per competency to improve its
  // identifier and the expected level; nothing of the guest profile itself.
  const body = sent as { framework: string; version: string; competencies: Record<string, unknown>[] };
  expect(Object.keys(body).sort()).toEqual(['competencies', 'framework', 'version']);
  expect(body.competencies.length).toBeGreaterThan(0);
  for (const c of body.competencies) expect(Object.keys(c).sort()).toEqual(['expectedRating', 'uuid']);
  expect(JSON.stringify(body)).not.toContain('Ada Lovelace');
  await page.goto('/privacy-notice');
  const notice = page.getByRole('region', { name: 'What the TeSS search sends' });
  await expect(notice.getByRole('listitem')).toHaveText([
    'the framework and version you are comparing in;',
    /the identifier of each competency where your level is below the career profile's expected level/,
    'for each of those competencies, the expertise level the career profile expects.',
  ]);
  await expect(page.getByText(/It is never sent to our servers/)).toHaveCount(0);
  await checkA11y(page);
});
