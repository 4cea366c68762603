/**
 * Checks of a screen at a phone's width (docs/features/browsing.md §7: manage tables usable at 390 px, no clipped
 * buttons, no hidden columns without a sign).
 */
import { expect, type Page } from '@playwright/test';

/** A phone's viewport in CSS pixels (iPhone 12 to 15). */
export const PHONE = { width: 390, height: 844 } as const;

/** The hint a table shows while some of its columns are out of sight (apps/web/src/components/WideTable.tsx). */
export const WIDE_TABLE_HINT = 'Some columns are out of sight: scroll or swipe the table sideways.';

/**
 * Expects the page not to scroll sideways as a whole and every control and column header of the main
 * landmark to be either inside the viewport or inside a sideways-scrolling region that takes focus and
 * is described by the hint.
 * @returns how many controls or headers were out of sight inside such regions (0 when all fit)
 */
export async function expectNothingClipped(page: Page): Promise<number> {
  const report = await page.evaluate((hint) => {
    const width = window.innerWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    let signed = 0;
    const selector = 'main :is(button, a, input, select, textarea, th)';
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      const region = element.closest('[role="region"]') as HTMLElement | null;
      const described = region?.getAttribute('aria-describedby');
      const sign = described ? document.getElementById(described)?.textContent : null;
      if (region && region.tabIndex === 0 && sign === hint) {
        signed += 1;
      } else {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50);
        problems.push(
          `${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
      }
    }
    return { problems, signed };
  }, WIDE_TABLE_HINT);
  expect(report.problems, `clipped at ${PHONE.width} px on ${page.url()}`).toEqual([]);
  return report.signed;
}

/**
 * How much wider than the viewport the page is (0 when it does not scroll sideways), and the widest
 * elements that stick out past its right edge, for the failure message.
 */
export async function sidewaysOverflow(page: Page): Promise<{ extra: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const extra = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    if (extra > 0) {
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const box = element.getBoundingClientRect();
        if (box.right <= width + 1 || box.width === 0) continue;
        // Only the outermost element that sticks out: its parent fits.
        const parent = element.parentElement?.getBoundingClientRect();
        if (parent && parent.right > width + 1) continue;
        const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
        culprits.push(
          `${name} "${(element.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(box.right)} px`,
        );
      }
    }
    return { extra, culprits: culprits.slice(0, 5) };
  });
}
