import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, rowNumber } from '../src/logic/pagination.js';

describe('pageCount', () => {
  it('counts full and partial pages, and gives an empty list one page', () => {
    expect(pageCount(200, 15)).toBe(14);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(0, 15)).toBe(1);
  });
});

describe('pageWindow', () => {
  it('shows 10 links around the current page of the framework tab', () => {
    expect(pageWindow(1, 14, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(8, 14, 10)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(14, 14, 10)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
  it('shows every page when there are fewer than the links', () => {
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
  });
  it('clamps a page past the end', () => {
    expect(pageWindow(99, 4, 5)).toEqual([1, 2, 3, 4]);
  });
  it('always holds the current page, consecutive, within bounds and at most maxLinks long', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 600 }),
        (pages, maxLinks, current) => {
          const window = pageWindow(current, pages, maxLinks);
          const page = Math.min(current, pages);
          expect(window).toContain(page);
          expect(window.length).toBe(Math.min(maxLinks, pages));
          expect(window[0]).toBeGreaterThanOrEqual(1);
          expect(window.at(-1)).toBeLessThanOrEqual(pages);
          window.forEach((p, i) => {
            if (i > 0) expect(p).toBe((window[i - 1] as number) + 1);
          });
        },
      ),
    );
  });
});

describe('rowNumber', () => {
  it('continues numbering across pages', () => {
    expect(rowNumber(1, 15, 0)).toBe(1);
    expect(rowNumber(2, 15, 0)).toBe(16);
  });
  it('numbers every row of every page exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 50 }), (total, size) => {
        const numbers: number[] = [];
        for (let page = 1; page <= pageCount(total, size); page++) {
          const rows = Math.min(size, total - (page - 1) * size);
          for (let i = 0; i < rows; i++) numbers.push(rowNumber(page, size, i));
        }
        expect(numbers).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      }),
    );
  });
});
