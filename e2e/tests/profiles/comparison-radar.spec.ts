/**
 * The comparison's radar chart is readable (docs/features/profiles.md §5): at least 320 px wide on a desktop and the full
 * width of the content on a phone, every axis label inside the chart (wrapped or shortened; the table
 * beside it keeps the full domain titles), and a colour key naming both profiles.
 */
import { expect, test } from '../fixtures';
import { referenceProfile, storeGuestProfile } from './reference-support';

/** Bounds of the chart's svg and of each axis label, in page pixels. */
async function chartGeometry(page: import('@playwright/test').Page) {
  const svg = page.getByTestId('comparison-radar').locator('svg.recharts-surface').first();
  await expect(svg).toBeVisible();
  return svg.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const labels = Array.from(el.querySelectorAll('.recharts-polar-angle-axis-tick text')).map((t) => {
      const b = t.getBoundingClientRect();
      return { left: b.left, right: b.right, top: b.top, bottom: b.bottom, text: t.textContent ?? '' };
    });
    return {
      box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width },
      labels,
    };
  });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the radar chart is wide enough, with labels inside and a colour key (${viewport.name})`, async ({
    page,
    request,
    checkA11y,
  }) => {
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const reference = await referenceProfile(request, 'Core facility scientist II');
    await page.goto('/');
    await storeGuestProfile(page, request, () => 1);
    await page.goto(`/framework/iscb-3.0e1/e1/profiles/compare/guest/${reference.id}`);
    const key = page.getByTestId('radar-key');
    await expect(key).toContainText('Ada Lovelace');
    await expect(key).toContainText('Core facility scientist II');
    // Each name has its colour beside it: a swatch of 14 × 14 px, not an empty box (its CSS loaded).
    const swatches = await key
      .locator('.mantine-ColorSwatch-root')
      .evaluateAll((nodes) =>
        nodes.map((n) => [n.getBoundingClientRect().width, n.getBoundingClientRect().height]),
      );
    expect(swatches).toEqual([
      [14, 14],
      [14, 14],
    ]);
    const { box, labels } = await chartGeometry(page);
    if (viewport.name === 'desktop') expect(box.width).toBeGreaterThanOrEqual(320);
    else expect(box.width).toBeGreaterThanOrEqual(viewport.width - 80);
    expect(labels.length).toBe(5);
    for (const label of labels) {
      expect(label.left, label.text).toBeGreaterThanOrEqual(box.left - 1);
      expect(label.right, label.text).toBeLessThanOrEqual(box.right + 1);
      expect(label.top, label.text).toBeGreaterThanOrEqual(box.top - 1);
      expect(label.bottom, label.text).toBeLessThanOrEqual(box.bottom + 1);
    }
    // The table alternative keeps the full titles.
    await expect(page.getByRole('table', { name: 'Average level per domain' })).toContainText(
      'Core-facility-focused competencies',
    );
    await checkA11y(page);
  });
}
