/**
 * `npm run bench:navigation` (ADR 0027, ADR 0037): how long a navigation inside the app takes on a
 * phone's network. Emulates a slow 4G connection in Debian's Chromium (150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up, as Lighthouse's mobile preset), opens home with a cold cache, waits until the app has
 * hydrated, clicks the BioExcel framework link and measures click → the framework page's tabs shown
 * (the screen's files loaded and rendered). Prints each of NAV_RUNS runs (default 5) and their median.
 * Not part of `npm test`.
 *
 * Measures NAV_URL when set; otherwise starts the hub (`apps/web/dist` must be built) on an in-memory
 * database on 127.0.0.1:NAV_PORT (default 3196) and stops it after.
 */
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';
import { startLocalHub } from './local-hub.js';

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function main(): Promise<void> {
  const runs = Math.max(1, Number(process.env.NAV_RUNS ?? 5));
  const hub = await startLocalHub({ url: process.env.NAV_URL, port: process.env.NAV_PORT ?? '3196' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.goto(`${hub.base}/`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      const started = Date.now();
      await page.locator('a[href="/framework/bioexcel/1.0"]').first().click();
      await page.getByRole('tab', { name: 'Export' }).waitFor();
      times.push(Date.now() - started);
      await context.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log('Navigation home -> framework page (BioExcel 1.0), emulated slow 4G, cold cache');
    console.log(`click -> tabs shown: ${times.join(', ')} ms; median ${sorted[Math.floor(runs / 2)]} ms`);
  } finally {
    await browser.close();
    hub.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
