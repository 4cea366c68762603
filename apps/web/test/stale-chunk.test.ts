/** Reloading once for a screen file gone after a redeploy (docs/features/public-api.md §11). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStaleChunkError, reloadOnceForStaleChunk } from '../src/lib/stale-chunk';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('isStaleChunkError', () => {
  it("recognises the browsers' messages for a module that cannot be fetched", () => {
    expect(
      isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/A-1.js')),
    ).toBe(true);
    expect(isStaleChunkError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Request failed with status 500'))).toBe(false);
    expect(isStaleChunkError(undefined)).toBe(false);
  });
});

describe('reloadOnceForStaleChunk', () => {
  it('reloads the first time, not again within a minute, and again after it', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(reloadOnceForStaleChunk(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForStaleChunk(storage, reload, 1_030_000)).toBe(false);
    expect(reloadOnceForStaleChunk(storage, reload, 1_061_000)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('never reloads twice within any minute, whatever the times of the failures', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 50 }), (offsets) => {
        const storage = memoryStorage();
        const reloadTimes: number[] = [];
        const times = [...offsets].sort((a, b) => a - b).map((t) => t + 1_000_000);
        for (const now of times) reloadOnceForStaleChunk(storage, () => reloadTimes.push(now), now);
        for (let i = 1; i < reloadTimes.length; i++) {
          expect((reloadTimes[i] as number) - (reloadTimes[i - 1] as number)).toBeGreaterThanOrEqual(60_000);
        }
        if (times.length > 0) expect(reloadTimes[0]).toBe(times[0]);
      }),
    );
  });
});
