/**
 * The text guard's walk over a request (docs/features/accounts-and-security.md §6; ADR 0039): control characters (raw or encoded) and lone
 * surrogates are found inside arrays and nested objects and reported with the field's path.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorIssue } from '../src/lib/errors.js';
import { guardText } from '../src/plugins/text-guard.js';

const issuesOf = (value: unknown) => {
  const issues: ErrorIssue[] = [];
  guardText(value, '', issues);
  return issues;
};

describe('guardText', () => {
  it('refuses a control character inside an array, naming its index', () => {
    expect(issuesOf({ keywords: ['fine', 'bad\u0001'] })).toEqual([
      { path: 'keywords.1', message: 'must not contain control characters such as NUL' },
    ]);
  });
  it('refuses a control character inside nested objects and arrays of objects', () => {
    expect(issuesOf({ steps: [{ note: 'ok' }, { note: 'x', deep: { text: 'esc\u001b' } }] })).toEqual([
      { path: 'steps.1.deep.text', message: 'must not contain control characters such as NUL' },
    ]);
  });
  it('refuses encoded control characters like raw ones', () => {
    expect(issuesOf({ title: 'a&#1;b', list: ['&#27;[0m'] }).map((i) => i.path)).toEqual(['title', 'list.0']);
  });
  it('refuses a lone UTF-16 surrogate, naming the field', () => {
    expect(issuesOf({ steps: [{ note: 'half \ud800 a pair' }] })).toEqual([
      { path: 'steps.0.note', message: 'must not contain a lone UTF-16 surrogate' },
    ]);
    expect(issuesOf({ note: 'a full pair 😀' })).toEqual([]);
  });
  it('refuses a control character in a key', () => {
    expect(issuesOf({ nested: { 'k\u0000': 'v' } }).map((i) => i.path)).toEqual(['nested.k\u0000']);
  });
  it('trims invisible characters from the ends of strings in arrays', () => {
    const value = { list: ['\u200bword\ufeff'] };
    expect(issuesOf(value)).toEqual([]);
    expect(value.list[0]).toBe('word');
  });
});
