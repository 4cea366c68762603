/// <reference lib="dom" />
/**
 * `npm run bench:ui` (ADR 0019): how the visitor list and the managers' screen cope with a framework of
 * 2,000 competencies and 10,000 attributes (bench/large-framework.ts, generated, never shipped).
 *
 * Starts the hub in this process on an in-memory database with the shipped data and the generated
 * framework (released as 1.0, plus a draft for a framework manager), serving the built web app
 * (`npm run build -w @hub/web` first), and drives Debian's Chromium with Playwright. Prints:
 * Times 'shown' are those of the first animation frame that has it (checked in the page every frame), next
 * to when Playwright's polling saw it.
 * - visitor list: navigation start → the first competency link and the filter box shown (ms), the server's
 *   cache warm and the browser's cold; and → the page hydrated (`<html data-ready>`, when the filter
 *   starts to be measured);
 * - filter: for each keystroke of '1234', keydown → the result count updated and painted (ms), max and median;
 * - manage screen: navigation start → the draft's first domain's competencies shown (ms), and the longest
 *   main-thread task (long tasks API) while opening it; its search box per keystroke of '1234', measured
 *   as the visitor filter; the 'Details' of the competency with 10,000 attributes: click → its first
 *   attribute painted (ms; the details read the competency's own view, ADR 0072), and how many
 *   attribute items are in the document (ADR 0019); the manage
 *   view's size and when it was asked for, its first byte and its last (resource timing: the server's share);
 * - manage attributes: a competency of the draft with 10,000 attributes (added here, docs/features/curation.md §5):
 *   navigation start → its first attribute shown (ms), the longest task and the time of its API read
 *   (request start → last byte, from the resource timing); the screen reads the
 *   competency's own view (`GET /manage/frameworks/{fw}/competencies/{id}`), not the framework's.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.js';
import { buildApp } from '../src/app.js';
import { runUserCommand } from '../src/cli/user-commands.js';
import { openDatabase } from '../src/db/client.js';
import { importFrameworkText } from '../src/db/seed/importer.js';
import { importShippedFrameworks } from '../src/db/seed/shipped.js';
import { createDraft } from '../src/modules/curation/service/versions.js';
import { getFramework } from '../src/modules/curation/service/views.js';
import { largeFrameworkFile } from './large-framework.js';
import { load, mainThread, target } from './main-thread.js';
import { addWideCompetency, WIDE_ATTRIBUTES } from './wide-competency.js';

const PASSWORD = 'bench-ui-password-1';

/** Runs in the page: keeps the longest main-thread task (long tasks API) in `window.longest`, in ms. */
function recordLongestTask(): void {
  const w = window as unknown as { longest: number };
  w.longest = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Runs in the page: checks every frame whether what a measurement waits for is painted, and keeps the
 * time of the first frame that has it in `window.shownAt` (ms). Playwright's `waitFor` polls at growing
 * intervals (up to 500 ms and more on a busy machine), so the time it returns can be late by that much;
 * the `waitFor` calls still check that it is there. `what` is 'visitor' (a link named '… Generated
 * competency 1' and the 'Filter competencies' box) or 'manage' (the text 'Generated competency 1').
 */
function recordShown(what: string): void {
  // tsx (esbuild's keepNames) wraps the named functions below in `__name`, which the page lacks.
  (globalThis as unknown as { __name: (f: unknown) => unknown }).__name ??= (f: unknown) => f;
  const w = window as unknown as { shownAt?: number };
  const visible = (element: Element | null | undefined) => !!element && element.getClientRects().length > 0;
  const present = () => {
    if (what === 'manage') {
      const found = document.evaluate(
        "//*[text()[normalize-space(.)='Generated competency 1']]",
        document,
        null,
        XPathResult.FIRST_ORDERED_NODE_TYPE,
        null,
      ).singleNodeValue;
      return visible(found as Element | null);
    }
    const link = Array.from(document.querySelectorAll('a')).some(
      (a) => /Generated competency 1$/.test((a.textContent ?? '').trim()) && visible(a),
    );
    const filter = Array.from(document.querySelectorAll('label')).some(
      (label) => (label.textContent ?? '').includes('Filter competencies') && visible(label.control),
    );
    return link && filter;
  };
  const check = () => {
    if (document.body && present()) {
      w.shownAt = performance.now();
      // The bench's binding, where it reads the main thread's CPU time at this moment (main-thread.ts).
      (window as unknown as { benchShown?: () => void }).benchShown?.();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Runs in the page: keeps when `<html data-ready>` was set (the app hydrated) in `window.readyAt`, in ms. */
function recordReady(): void {
  const w = window as unknown as { readyAt: number };
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.ready !== 'true') return;
    w.readyAt = performance.now();
    observer.disconnect();
    // `document`, not `<html>`: the element may not exist yet when this runs.
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
}

async function main(): Promise<void> {
  const database = await openDatabase({});
  await database.migrate();
  await importShippedFrameworks(database.db);
  const file = largeFrameworkFile();
  await importFrameworkText(database.db, JSON.stringify(file), 'generated-large-1.0.json');
  const fw = await getFramework(database.db, file.machine_name);
  const draft = await createDraft(database.db, fw, { id: null, username: 'bench' });
  const { wideId, smallId } = await addWideCompetency(database.db, draft.id);
  const io = {
    out: () => undefined,
    err: (line: string) => console.error(line),
    readPassword: async () => PASSWORD,
    readStdinLine: async () => PASSWORD,
  };
  await runUserCommand(
    database.db,
    [
      'add',
      'bench-manager',
      '--name',
      'Bench',
      '--email',
      'bench@example.org',
      '--role',
      'framework_manager',
      '--framework',
      file.machine_name,
      '--password-stdin',
    ],
    io,
  );
  const app = await buildApp(
    {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: 1_000_000,
      LOGIN_RATE_LIMIT_PER_MINUTE: 1_000,
      WEB_DIST_DIR: new URL('../../web/dist', import.meta.url).pathname,
    },
    database,
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(recordLongestTask);
    await page.addInitScript(recordReady);
    await page.addInitScript(recordShown, 'visitor');
    // Visitor list, with the server's cache warm (a visitor who is not the first since the release) and
    // the browser's cold (no file cached).
    for (const path of [
      '/api/v1/frameworks/generated-large',
      '/api/v1/frameworks/generated-large/versions/1.0',
    ]) {
      await context.request.get(`${base}${path}`);
    }
    await page.goto(`${base}/framework/generated-large/1.0`, { waitUntil: 'commit' });
    await page
      .getByRole('link', { name: /Generated competency 1$/ })
      .first()
      .waitFor();
    await page.getByLabel('Filter competencies').waitFor();
    const listSeenMs = await page.evaluate(() => performance.now());
    const listMs = await page.evaluate(() => (window as unknown as { shownAt: number }).shownAt);
    const listLongest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
    // The list shows from the server's HTML; typing is the app's once it has hydrated (`data-ready`, as
    // the e2e fixtures wait for), so the filter is measured from then, and that time printed too.
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const readyMs = await page.evaluate(() => (window as unknown as { readyAt: number }).readyAt);

    // Filter: keydown → status text changed → next frame painted.
    const filter = page.getByLabel('Filter competencies');
    await filter.click();
    const keystrokes: number[] = [];
    for (const key of '1234') {
      await page.evaluate(() => {
        const w = window as unknown as { done: Promise<number> };
        const status = document.querySelector('[role="status"]');
        w.done = new Promise((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
          });
          if (status) observer.observe(status, { childList: true, subtree: true, characterData: true });
        });
      });
      await page.keyboard.press(key);
      keystrokes.push(await page.evaluate(() => (window as unknown as { done: Promise<number> }).done));
    }

    // Manage screen of the draft.
    const token = await (await context.request.get(`${base}/api/v1/session/token`)).json();
    await context.request.post(`${base}/api/v1/session`, {
      headers: { 'X-CSRF-Token': token.csrfToken },
      data: { username: 'bench-manager', password: PASSWORD },
    });
    const manage = await context.newPage();
    await manage.addInitScript(recordLongestTask);
    await manage.addInitScript(recordShown, 'manage');
    // Main-thread CPU time (ADR 0060): when the first competency is shown (the page calls `benchShown`
    // in that frame; the protocol answers once that task ends) and once the screen is idle.
    const manageThread = await mainThread(manage);
    let manageShownCpu = Number.NaN;
    await manage.exposeBinding('benchShown', async () => {
      manageShownCpu = await manageThread.cpu();
    });
    const viewReads: string[] = [];
    manage.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/manage/frameworks/generated-large') {
        viewReads.push(request.url());
      }
    });
    const manageLoad = load();
    await manage.goto(`${base}/framework/generated-large/manage/competencies`, { waitUntil: 'commit' });
    await manage.getByText('Generated competency 1', { exact: true }).first().waitFor({ timeout: 120_000 });
    const manageSeenMs = await manage.evaluate(() => performance.now());
    const manageMs = await manage.evaluate(() => (window as unknown as { shownAt: number }).shownAt);
    const manageLongest = await manage.evaluate(() => (window as unknown as { longest: number }).longest);
    const manageSettledCpu = await manageThread.settled();
    const manageSettledMs = await manage.evaluate(() => performance.now());
    const viewBytes = await manage.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => e.name.endsWith('/manage/frameworks/generated-large')) as
        | PerformanceResourceTiming
        | undefined;
      return entry
        ? [
            entry.decodedBodySize,
            entry.encodedBodySize,
            entry.requestStart,
            entry.responseStart,
            entry.responseEnd,
          ]
        : [Number.NaN, Number.NaN, Number.NaN, Number.NaN, Number.NaN];
    });

    // Manage screen's search box (ADR 0019, 'a manage screen that scales'): keydown → its live region
    // updated → next frame painted, as for the visitor filter; then the details of the competency with
    // 10,000 attributes: the 'Details' click → its first attribute painted (timed in the page).
    await manage.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const search = manage.getByLabel('Search domains and competencies');
    await search.click();
    const searchKeys: number[] = [];
    const searchCpu: number[] = [];
    const searchLoad = load();
    for (const key of '1234') {
      const cpuBefore = await manageThread.cpu();
      await manage.evaluate(() => {
        const w = window as unknown as { done: Promise<number> };
        const status = document.getElementById('tree-search-status');
        w.done = new Promise((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
          });
          if (status) observer.observe(status, { childList: true, subtree: true, characterData: true });
        });
      });
      await manage.keyboard.press(key);
      searchKeys.push(await manage.evaluate(() => (window as unknown as { done: Promise<number> }).done));
      searchCpu.push((await manageThread.cpu()) - cpuBefore);
    }
    await search.fill('Wide competency');
    const details = manage.getByRole('button', { name: 'Details of Wide competency' });
    await details.waitFor({ timeout: 120_000 });
    await manageThread.settled();
    const detailsCpuBefore = await manageThread.cpu();
    const detailsLoad = load();
    const detailsMs = await manage.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const button = document.querySelector<HTMLButtonElement>(
            'button[aria-label="Details of Wide competency"]',
          );
          const started = performance.now();
          const check = () => {
            const found = document.evaluate(
              "//li[normalize-space(.)='Wide attribute 1']",
              document,
              null,
              XPathResult.FIRST_ORDERED_NODE_TYPE,
              null,
            ).singleNodeValue as Element | null;
            if (found && found.getClientRects().length > 0) resolve(performance.now() - started);
            else requestAnimationFrame(check);
          };
          button?.click();
          requestAnimationFrame(check);
        }),
    );
    const detailsCpu = (await manageThread.cpu()) - detailsCpuBefore;
    const detailsItems = await manage.locator('[id$="-details"] li').count();

    // Manage attributes of a competency with 5 attributes (the reference: the page itself), then of the
    // one with 10,000.
    const small = await context.newPage();
    await small.addInitScript(recordLongestTask);
    await small.goto(`${base}/framework/generated-large/manage/competencies/${smallId}/manage-attributes`, {
      waitUntil: 'commit',
    });
    await small.getByText('Generated attribute 1.1', { exact: true }).first().waitFor({ timeout: 120_000 });
    const smallMs = await small.evaluate(() => performance.now());
    const wide = await context.newPage();
    await wide.addInitScript(recordLongestTask);
    await wide.goto(`${base}/framework/generated-large/manage/competencies/${wideId}/manage-attributes`, {
      waitUntil: 'commit',
    });
    await wide.getByText('Wide attribute 1', { exact: true }).first().waitFor({ timeout: 600_000 });
    const wideMs = await wide.evaluate(() => performance.now());
    const wideLongest = await wide.evaluate(() => (window as unknown as { longest: number }).longest);
    // The competency's view as the browser received it: request start → last byte (server and transfer).
    const wideRead = await wide.evaluate((id) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes(`/competencies/${id}`)) as PerformanceResourceTiming | undefined;
      return entry ? entry.responseEnd - entry.requestStart : Number.NaN;
    }, wideId);

    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
    const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    const lines = [
      'Large framework: 20 domains, 2,000 competencies, 10,000 attributes (generated), Debian Chromium',
      `Wall-clock figures move with the machine's load (printed with each); 'CPU' is the page's main-thread`,
      'task time (Chrome DevTools protocol, thread time), which moves much less.',
      target(
        'visitor list shown',
        listMs,
        1000,
        `longest task ${listLongest.toFixed(0)} ms; Playwright saw it at ${listSeenMs.toFixed(0)} ms`,
      ),
      `visitor list hydrated                ${readyMs.toFixed(0).padStart(6)} ms  (typing handled by the app from then)`,
      target(
        "filter keystroke ('1234'), median",
        median(keystrokes),
        100,
        `max ${Math.max(...keystrokes).toFixed(0)} ms: ${list(keystrokes)}`,
      ),
      target(
        'manage screen shown',
        manageMs,
        2000,
        `${manageLoad}; Playwright saw it at ${manageSeenMs.toFixed(0)} ms; longest task ${manageLongest.toFixed(0)} ms`,
      ),
      `  main-thread CPU until shown        ${manageShownCpu.toFixed(0).padStart(6)} ms  (until idle: ${manageSettledCpu.toFixed(0)} ms CPU, idle at ${manageSettledMs.toFixed(0)} ms)`,
      `  manage view read                   ${viewReads.length} time(s), ${(viewBytes[0] ?? 0).toLocaleString('en')} bytes (${(viewBytes[1] ?? 0).toLocaleString('en')} on the wire); asked at ${(viewBytes[2] ?? 0).toFixed(0)} ms, first byte ${(viewBytes[3] ?? 0).toFixed(0)} ms, last ${(viewBytes[4] ?? 0).toFixed(0)} ms`,
      target(
        'manage search keystroke, median',
        median(searchKeys),
        100,
        `${searchLoad}; max ${Math.max(...searchKeys).toFixed(0)} ms: ${list(searchKeys)}`,
      ),
      `  main-thread CPU per keystroke      ${median(searchCpu).toFixed(0).padStart(6)} ms median  (${list(searchCpu)})`,
      target(
        `details of ${WIDE_ATTRIBUTES.toLocaleString('en')} attributes`,
        detailsMs,
        1000,
        `${detailsLoad}; ${detailsItems} items in the document`,
      ),
      `  main-thread CPU of the details      ${detailsCpu.toFixed(0).padStart(6)} ms`,
      `manage attributes (5 attributes)     ${smallMs.toFixed(0).padStart(6)} ms  (reference: the page without a long list)`,
      target(
        `manage attributes (${WIDE_ATTRIBUTES.toLocaleString('en')} attributes)`,
        wideMs,
        2000,
        `longest task ${wideLongest.toFixed(0)} ms, its API read ${wideRead.toFixed(0)} ms`,
      ),
      `Finished at ${load()}.`,
    ];
    for (const line of lines) console.log(line);
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
