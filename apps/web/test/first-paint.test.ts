/**
 * The page's script waits for the first paint before it imports the app (`lib/first-paint.ts`, ADR 0073):
 * at once when the page has painted, is hidden or the browser reports no paints; on the paint otherwise,
 * and never longer than its wait.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../src/lib/first-paint';

/** A browser's paint reporting, driven by the test. */
class FakePaints {
  entries: string[] = [];
  observers = new Set<{ callback: () => void; observing: boolean }>();
  paint() {
    this.entries.push('first-contentful-paint');
    for (const observer of this.observers) if (observer.observing) observer.callback();
  }
}

let paints: FakePaints;

function installBrowser(options: { hidden?: boolean; paintSupported?: boolean } = {}) {
  paints = new FakePaints();
  const fake = paints;
  vi.stubGlobal('document', { visibilityState: options.hidden ? 'hidden' : 'visible' });
  vi.stubGlobal('performance', {
    getEntriesByName: (name: string) => fake.entries.filter((entry) => entry === name),
  });
  class Observer {
    static supportedEntryTypes = options.paintSupported === false ? ['resource'] : ['paint', 'resource'];
    private readonly record: { callback: () => void; observing: boolean };
    constructor(callback: () => void) {
      this.record = { callback, observing: false };
      fake.observers.add(this.record);
    }
    observe() {
      this.record.observing = true;
    }
    disconnect() {
      this.record.observing = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
}

/** Whether `promise` has settled once the pending microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the paint, then resolves in a later task and stops observing', async () => {
    installBrowser();
    const wait = afterFirstPaint(2000);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(wait)).toBe(false);
    paints.paint();
    expect(await settled(wait)).toBe(true);
    expect([...paints.observers].every((observer) => !observer.observing)).toBe(true);
  });

  it('resolves at once when the page has already painted', async () => {
    installBrowser();
    paints.paint();
    expect(await settled(afterFirstPaint(2000))).toBe(true);
  });

  it('resolves at once in a hidden tab, which paints nothing', async () => {
    installBrowser({ hidden: true });
    expect(await settled(afterFirstPaint(2000))).toBe(true);
  });

  it('resolves at once where the browser reports no paints', async () => {
    installBrowser({ paintSupported: false });
    expect(await settled(afterFirstPaint(2000))).toBe(true);
  });

  it('gives up waiting after its longest wait', async () => {
    installBrowser();
    const wait = afterFirstPaint(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait)).toBe(true);
    expect([...paints.observers].every((observer) => !observer.observing)).toBe(true);
  });
});
