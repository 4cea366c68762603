import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareReleaseNumbers,
  highestReleaseNumber,
  releaseNumberProblem,
} from '../src/logic/release-number.js';

const part = fc.integer({ min: 0, max: 10_000 });
const numeric = fc.array(part, { minLength: 1, maxLength: 4 }).map((p) => p.join('.'));
const anyNumber = fc.oneof(
  numeric,
  fc.tuple(numeric, fc.constantFrom('in_progress', 'rc1', 'beta.2')).map(([n, s]) => `${n}-${s}`),
  part.map((n) => `e${n}`),
);

describe('compareReleaseNumbers', () => {
  it.each([
    ['1.10', '1.9'],
    ['2.0', '1.5'],
    ['3.0', '2.10.4'],
    ['1.0', '1.0-in_progress'],
    ['e2', 'e1'],
    ['e10', 'e9'],
    ['1.0.1', '1.0'],
  ])('%s comes after %s', (a, b) => {
    expect(compareReleaseNumbers(a, b)).toBe(1);
    expect(compareReleaseNumbers(b, a)).toBe(-1);
  });

  it('treats missing parts as zero and ignores surrounding spaces', () => {
    expect(compareReleaseNumbers('1.0', '1.0.0')).toBe(0);
    expect(compareReleaseNumbers(' 2.0 ', '2')).toBe(0);
  });

  it('is reflexive and antisymmetric', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (a, b) => {
        expect(compareReleaseNumbers(a, a)).toBe(0);
        // `+ 0` makes -0 and 0 the same answer: equal numbers compare as 0 either way round.
        expect(compareReleaseNumbers(a, b) + 0).toBe(-compareReleaseNumbers(b, a) + 0);
      }),
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (a, b, c) => {
        const sorted = [a, b, c].sort(compareReleaseNumbers);
        expect(compareReleaseNumbers(sorted[0] as string, sorted[2] as string)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('orders numeric versions like their parts compared as integers', () => {
    fc.assert(
      fc.property(
        fc.array(part, { minLength: 2, maxLength: 2 }),
        fc.array(part, { minLength: 2, maxLength: 2 }),
        (x, y) => {
          const expected =
            Math.sign((x[0] as number) - (y[0] as number)) || Math.sign((x[1] as number) - (y[1] as number));
          expect(compareReleaseNumbers(x.join('.'), y.join('.'))).toBe(expected);
        },
      ),
    );
  });

  it('puts a version after itself once any part is raised', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), fc.nat(), (parts, i) => {
        const index = i % parts.length;
        const raised = parts.map((p, j) => (j === index ? p + 1 : j > index ? 0 : p));
        expect(compareReleaseNumbers(raised.join('.'), parts.join('.'))).toBe(1);
      }),
    );
  });
});

describe('releaseNumberProblem', () => {
  it('accepts a number after the highest live version', () => {
    expect(releaseNumberProblem('1.10', ['1.9', '1.2'])).toBeNull();
    expect(releaseNumberProblem('1.0', [])).toBeNull();
  });

  it('refuses a number not after the live version and names it', () => {
    expect(releaseNumberProblem('1.5', ['2.0', '1.0'])).toMatch(/live version 2\.0/);
    expect(releaseNumberProblem('2.0', ['2.0'])).toMatch(/not after/);
    expect(releaseNumberProblem('  ', ['2.0'])).toBe('Enter a version number');
  });

  it('accepts exactly the numbers that compare greater than every live one', () => {
    fc.assert(
      fc.property(anyNumber, fc.array(anyNumber, { maxLength: 5 }), (candidate, live) => {
        const ok = live.every((l) => compareReleaseNumbers(candidate, l) > 0);
        expect(releaseNumberProblem(candidate, live) === null).toBe(ok);
      }),
    );
  });

  it('highestReleaseNumber picks the greatest', () => {
    expect(highestReleaseNumber(['1.9', '1.10', '1.2'])).toBe('1.10');
    expect(highestReleaseNumber([])).toBeNull();
  });
});
