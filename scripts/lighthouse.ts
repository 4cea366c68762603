/**
 * `npm run lighthouse` (ADR 0027, 0037, 0055): Lighthouse's mobile audit (its default: a mid-range phone
 * on a slow 4G connection, simulated) of home, framework, competency, reference profile, training list,
 * training resource, 'What changed', export and about pages, in Debian's Chromium, with a table of the
 * performance score, LCP, TBT, CLS, the JavaScript transferred (brotli, as served) and the render-blocking
 * CSS, and each budget with pass or fail. Budgets on every visitor page: score >= 95, LCP <= 2.0 s,
 * TBT <= 150 ms, CLS < 0.1, and at most 150 KB of JavaScript on the wire. Not part of `npm test`.
 *
 * First, without Lighthouse, each page is loaded once in Chromium and the script bytes it received are
 * summed (`js-on-the-wire.ts`): that budget is then checked even when Lighthouse's timings are noisy on a
 * loaded machine. LIGHTHOUSE_FILES=1 also lists each page's script files.
 *
 * Each page is audited LIGHTHOUSE_RUNS times (default 3; 0 prints only the JavaScript on the wire) and
 * each figure is the median of its runs (one run's TBT varies by ±100 ms on this machine); a run
 * Lighthouse could not finish (NO_NAVSTART, NO_FCP) is said and run again, at most twice per page.
 *
 * Audits LIGHTHOUSE_URL when set; otherwise builds nothing but starts the hub (`apps/web/dist` must be
 * built: `npm run build -w @hub/web`) on an in-memory database on 127.0.0.1:LIGHTHOUSE_PORT (default 3195;
 * engineers sharing the machine each use their own) and stops it after.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';
import { measureJsOnTheWire } from './js-on-the-wire.js';
import { startLocalHub } from './local-hub.js';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

interface Row {
  page: string;
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsKb: number;
  blockingCssKb: number;
  /** Each run's TBT (ms), for the median rows. */
  tbtRuns?: number[];
}

/**
 * One Lighthouse run of `url`; undefined when Lighthouse could not audit it (the reason is printed).
 */
async function audit(port: number, page: string, url: string): Promise<Row | undefined> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  // A page Lighthouse could not audit (for example NO_NAVSTART on a busy machine) has no figures: say why.
  if (lhr.runtimeError) {
    console.error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return undefined;
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as {
      resourceType?: string;
      transferSize?: number;
      totalBytes?: number;
      url?: string;
    }[];
  const jsBytes = items('network-requests')
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const blockingCss = items('render-blocking-resources')
    .filter((r) => r.url?.endsWith('.css'))
    .reduce((sum, r) => sum + (r.totalBytes ?? 0), 0);
  return {
    page,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    jsKb: jsBytes / 1024,
    blockingCssKb: blockingCss / 1024,
  };
}

/** The median of each figure over `rows` (the upper middle one for an even count). */
function medianRow(page: string, rows: Row[]): Row {
  const median = (pick: (row: Row) => number) => {
    const sorted = rows.map(pick).sort((x, y) => x - y);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  return {
    page,
    score: median((r) => r.score),
    lcp: median((r) => r.lcp),
    cls: median((r) => r.cls),
    tbt: median((r) => r.tbt),
    jsKb: median((r) => r.jsKb),
    blockingCssKb: median((r) => r.blockingCssKb),
    tbtRuns: rows.map((r) => r.tbt),
  };
}

/** The budgets (ADR 0055): each with its name, and whether a page's figures meet it. */
const BUDGETS: { name: string; met: (row: Row) => boolean }[] = [
  { name: 'score >= 95', met: (r) => r.score >= 95 },
  { name: 'LCP <= 2.0 s', met: (r) => r.lcp <= 2000 },
  { name: 'TBT <= 150 ms', met: (r) => r.tbt <= 150 },
  { name: 'CLS < 0.1', met: (r) => r.cls < 0.1 },
  { name: 'JS <= 150 KB', met: (r) => r.jsKb <= 150 },
];

/** The largest JavaScript a visitor page may fetch (KB: compressed bodies as served, plus headers). */
const JS_BUDGET_KB = 150;

/** The visitor pages audited (name → path), found through the API of the hub at `base`. */
async function visitorPages(base: string): Promise<Record<string, string>> {
  const version = (await (await fetch(`${base}/api/v1/frameworks/bioexcel/versions/1.0`)).json()) as {
    domains: { competencies: { id: number }[] }[];
  };
  const competencyId = version.domains[0]?.competencies[0]?.id;
  const profiles = (await (
    await fetch(`${base}/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles`)
  ).json()) as { profiles: { id: number; urlAlias: string }[] };
  const profile = profiles.profiles[0];
  const training = (await (
    await fetch(`${base}/api/v1/frameworks/bioexcel/training-resources?page=1`)
  ).json()) as { items: { slug: string }[] };
  return {
    home: '/',
    framework: '/framework/bioexcel/1.0',
    competency: `/framework/bioexcel/1.0/competency/details/${competencyId}`,
    'reference profile': `/framework/iscb-3.0e1/e1/profile/view/${profile?.id}${profile?.urlAlias}`,
    'training list': '/framework/bioexcel/1.0/training-resources',
    'training resource': `/training-resources/${training.items[0]?.slug}`,
    'What changed': '/framework/iscb/compare/2.0/3.0',
    export: '/framework/bioexcel/1.0/export-framework',
    about: '/about',
  };
}

/** Prints each page's JavaScript on the wire with pass or fail; returns the pages over budget. */
async function printJsOnTheWire(base: string, pages: Record<string, string>): Promise<string[]> {
  const urls = Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, `${base}${path}`]));
  const figures = await measureJsOnTheWire(urls);
  console.log('JavaScript on the wire (Chromium, cold cache, one load per page, until the network is idle)');
  console.log(`| page | script files | KB received (compressed + headers) | <= ${JS_BUDGET_KB} KB |`);
  console.log('|---|---|---|---|');
  const over: string[] = [];
  for (const [name, path] of Object.entries(pages)) {
    const f = figures.get(name);
    if (!f) continue;
    const kb = f.bytes / 1024;
    if (kb > JS_BUDGET_KB) over.push(name);
    console.log(
      `| ${name} (${path}) | ${f.files} | ${kb.toFixed(1)} | ${kb <= JS_BUDGET_KB ? 'pass' : 'FAIL'} |`,
    );
    if (process.env.LIGHTHOUSE_FILES === '1') {
      for (const file of f.perFile) {
        console.log(`|   | ${new URL(file.url).pathname} | ${(file.bytes / 1024).toFixed(1)} | |`);
      }
    }
  }
  console.log('');
  return over;
}

async function main(): Promise<void> {
  const hub = await startLocalHub({
    url: process.env.LIGHTHOUSE_URL,
    port: process.env.LIGHTHOUSE_PORT ?? '3195',
  });
  const base = hub.base;
  try {
    const pages = await visitorPages(base);
    const overJs = await printJsOnTheWire(base, pages);
    const runs = Math.max(0, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
    const failing = runs === 0 ? [] : await printLighthouse(base, pages, runs);
    const over = [...new Set([...overJs.map((name) => `${name} (JS on the wire)`), ...failing])];
    console.log(
      over.length === 0
        ? `Budgets met${runs === 0 ? ' (JavaScript on the wire only: LIGHTHOUSE_RUNS=0)' : ''}.`
        : `Over budget: ${over.join(', ')}`,
    );
    if (over.length > 0) process.exitCode = 1;
  } finally {
    hub.stop();
  }
}

/**
 * Audits each page `runs` times with Lighthouse and prints the medians with each budget's pass or fail.
 * @returns the pages over a budget
 * @throws Error when Lighthouse could not audit a page in `runs + 2` tries
 */
async function printLighthouse(base: string, pages: Record<string, string>, runs: number): Promise<string[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  try {
    for (const [page, pathname] of Object.entries(pages)) {
      const audited: Row[] = [];
      for (let attempt = 0; audited.length < runs && attempt < runs + 2; attempt += 1) {
        const row = await audit(chrome.port, page, `${base}${pathname}`);
        if (row) audited.push(row);
      }
      if (audited.length === 0) throw new Error(`Lighthouse could not audit ${pathname}`);
      rows.push(medianRow(page, audited));
    }
  } finally {
    await chrome.kill();
  }
  console.log(
    `Lighthouse mobile (simulated slow 4G, 4x CPU slow-down), Debian Chromium; median of ${runs} runs per page`,
  );
  console.log(
    `| page | performance | LCP | TBT | CLS | JS transferred (brotli) | render-blocking CSS | TBT of each run | ${BUDGETS.map((b) => b.name).join(' | ')} |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|${BUDGETS.map(() => '---|').join('')}`);
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.score} | ${(r.lcp / 1000).toFixed(2)} s | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(0)} KB | ${r.blockingCssKb.toFixed(0)} KB | ${(r.tbtRuns ?? []).map((t) => t.toFixed(0)).join(', ')} | ${BUDGETS.map((b) => (b.met(r) ? 'pass' : 'FAIL')).join(' | ')} |`,
    );
  }
  console.log('');
  return rows.filter((r) => BUDGETS.some((b) => !b.met(r))).map((r) => r.page);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
