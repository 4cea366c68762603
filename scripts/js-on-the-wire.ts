/**
 * JavaScript on the wire per page, without Lighthouse (ADR 0055): opens each page with a cold cache in
 * Debian's Chromium (no CPU or network throttling, so the figure does not depend on how loaded the machine
 * is), waits until the app has hydrated (`<html data-ready>`) and the network has been idle for 500 ms,
 * and sums the bytes the browser received for every script (`Network.loadingFinished`'s
 * `encodedDataLength`: compressed body as served plus response headers, what Lighthouse's 'transferSize'
 * counts). Used by `npm run lighthouse` (scripts/lighthouse.ts).
 */
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

/** The scripts one page load fetched: their number, total bytes received, and each file's bytes. */
export interface WireFigures {
  files: number;
  bytes: number;
  perFile: { url: string; bytes: number }[];
}

/**
 * Loads each of `pages` (name → absolute URL) once, each in a fresh browser context (cold cache).
 * @returns the script bytes received per page, in the order given
 * @throws Error when a page does not hydrate within 60 s
 */
export async function measureJsOnTheWire(pages: Record<string, string>): Promise<Map<string, WireFigures>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const figures = new Map<string, WireFigures>();
  try {
    for (const [name, url] of Object.entries(pages)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const scripts = new Map<string, string>();
      const received = new Map<string, number>();
      cdp.on('Network.responseReceived', (event) => {
        if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
      });
      cdp.on('Network.loadingFinished', (event) => {
        received.set(event.requestId, event.encodedDataLength);
      });
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, {
        timeout: 60_000,
      });
      await page.waitForLoadState('networkidle');
      const perFile = [...scripts].map(([id, fileUrl]) => ({ url: fileUrl, bytes: received.get(id) ?? 0 }));
      figures.set(name, {
        files: perFile.length,
        bytes: perFile.reduce((sum, file) => sum + file.bytes, 0),
        perFile: perFile.sort((a, b) => b.bytes - a.bytes),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}
