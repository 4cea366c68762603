/**
 * textProblems (ADR 0039, and docs/features/browsing.md §1 mutation testing): every string of a parsed JSON value, keys included,
 * nested in arrays and objects, is checked for control characters (raw or encoded) and lone surrogates,
 * and each problem names its JSON path; at most `limit` problems; very deep nesting is not walked.
 */
import { describe, expect, it } from 'vitest';
import { textProblems } from '../src/logic/text-rules.js';

const CONTROL = 'must not contain control characters such as NUL';
const SURROGATE = 'must not contain a lone UTF-16 surrogate';

describe('textProblems', () => {
  it('finds nothing in clean values and ignores numbers, booleans and null', () => {
    expect(textProblems({ a: 'fine', b: [1, true, null, 'ok'], c: { 'd e': 'x' } })).toEqual([]);
    expect(textProblems(42)).toEqual([]);
    expect(textProblems(null)).toEqual([]);
  });

  it('names the JSON path of each bad string, in arrays, nested objects and keys', () => {
    expect(
      textProblems({
        title: 'a\u0000b',
        CFItems: [{ fullStatement: 'fine' }, { fullStatement: 'esc &#27;[0m' }],
        notes: ['x', '\ud800'],
        'odd key': { $ok_1: '\u0007' },
        'bad\u0001key': 'value',
      }),
    ).toEqual([
      { path: '$.title', message: CONTROL },
      { path: '$.CFItems[1].fullStatement', message: CONTROL },
      { path: '$.notes[1]', message: SURROGATE },
      { path: '$["odd key"].$ok_1', message: CONTROL },
      { path: '$["bad\\u0001key"]', message: CONTROL },
    ]);
    expect(textProblems('\u0001')).toEqual([{ path: '$', message: CONTROL }]);
    // Both problems in one string: the control character is named.
    expect(textProblems(['\u0001\ud800'])).toEqual([{ path: '$[0]', message: CONTROL }]);
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 10 }, () => '\u0001');
    expect(textProblems(many, 3).map((p) => p.path)).toEqual(['$[0]', '$[1]', '$[2]']);
    expect(textProblems(Array.from({ length: 150 }, () => '\u0001'))).toHaveLength(100);
    // Keys are checked as they are met: still no more than the limit.
    expect(textProblems({ '\u0001a': 1, '\u0001b': 2, '\u0001c': 3 }, 1)).toEqual([
      { path: '$["\\u0001a"]', message: CONTROL },
    ]);
    expect(textProblems({ a: many, b: many }, 12).map((p) => p.path)).toEqual([
      ...many.map((_, i) => `$.a[${i}]`),
      '$.b[0]',
      '$.b[1]',
    ]);
  });

  it('opens containers down to depth 64 and no deeper', () => {
    // The 65th array sits at depth 64 and is opened; the 66th is not.
    const nest = (levels: number): unknown => (levels === 0 ? '\u0001' : [nest(levels - 1)]);
    expect(textProblems(nest(65))).toEqual([{ path: `$${'[0]'.repeat(65)}`, message: CONTROL }]);
    expect(textProblems(nest(66))).toEqual([]);
    const nestObjects = (levels: number): unknown =>
      levels === 0 ? '\u0001' : { a: nestObjects(levels - 1) };
    expect(textProblems(nestObjects(65))).toHaveLength(1);
    expect(textProblems(nestObjects(66))).toEqual([]);
  });
});
