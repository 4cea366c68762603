/**
 * Shared test fixtures: Playwright's `test` plus `checkA11y(page)`, an axe-core scan with every rule
 * axe has (WCAG 2.x A/AA/AAA-tagged and best practices such as landmarks, heading order and regions) that
 * fails on any violation, whatever its impact (docs/features/browsing.md §7).
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** Formats violations as one readable block: rule id, impact, help, help URL and each target. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes.map(
        (n) =>
          `    - ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
      );
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${targets.join('\n')}`;
    })
    .join('\n\n');
}

/** Stylesheet that stops every transition and animation while the page is scanned (their end states show). */
const STILL = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * Waits (up to 5 s) for running finite animations and CSS transitions, such as a modal fading in, to
 * end, so that axe does not judge colour contrast on half-transparent content. Endless ones (spinners)
 * are ignored.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {
      // Still animating after 5 s: scan anyway rather than fail for a reason unrelated to accessibility.
    });
}

export interface A11yOptions {
  /** CSS selectors to leave out of the scan (only for third-party widgets we do not own). */
  exclude?: string[];
  /**
   * CSS selectors to scan instead of the whole page: an open dialog whose page behind was scanned just
   * before (a large manage tree takes seconds a scan).
   */
  include?: string[];
  /**
   * Also run axe's experimental rule `label-content-name-mismatch` (WCAG 2.5.3 Label in Name: a control's
   * accessible name contains its visible text), which axe leaves off by default.
   */
  labelInName?: boolean;
}

type Fixtures = {
  /** Scans the page as it is now with every axe rule; fails the test on any violation. */
  checkA11y: (page: Page, options?: A11yOptions) => Promise<void>;
};

/**
 * Makes `page.goto` wait, after the load, until the app has hydrated (`<html data-ready>`, set by
 * main.tsx), so that clicks and typing reach the app as they would a moment later for a reader: a click
 * on a server-rendered tab before hydration does nothing. At most 5 s (a test may block the app's
 * scripts). The `page` fixture does this; call it for pages a test opens itself (`browser.newPage()`).
 * @param page a page with scripts enabled
 * @returns the same page
 */
export function waitForAppAfterGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page
      .locator('html[data-ready]')
      .waitFor({ state: 'attached', timeout: 5_000 })
      .catch(() => undefined);
    return response;
  };
  return page;
}

export const test = base.extend<Fixtures>({
  // Pages are rendered on the server (ADR 0020): after each `page.goto`, wait until the app has hydrated.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForAppAfterGoto(page);
    await use(page);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
  checkA11y: async ({}, use, testInfo) => {
    await use(async (page, options = {}) => {
      await settleAnimations(page);
      // No transition starts halfway through the scan either: a snackbar that begins to fade out while axe
      // reads it would be judged on a blend of its colours (the scan takes a second or two).
      const still = await page.addStyleTag({ content: STILL });
      let builder = new AxeBuilder({ page });
      for (const selector of options.include ?? []) builder = builder.include(selector);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      if (options.labelInName) {
        builder = builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
      }
      const results = await builder
        .analyze()
        .finally(() => still.evaluate((node) => node.parentNode?.removeChild(node)).catch(() => undefined));
      const blocking = results.violations;
      if (results.violations.length > 0) {
        await testInfo.attach(`axe ${page.url()}`, {
          body: formatViolations(results.violations),
          contentType: 'text/plain',
        });
      }
      expect(
        blocking.length,
        `Accessibility violations on ${page.url()}:\n\n${formatViolations(blocking)}`,
      ).toBe(0);
    });
  },
});

export { expect };
