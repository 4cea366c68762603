/** Plain-text stripping (DESIGN.md §Security): no stored title or description ever holds a tag. */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText, stripTags } from '../src/lib/sanitize.js';

describe('stripTags', () => {
  it('keeps ordinary text, ampersands and comparison signs', () => {
    expect(stripTags('  R&D for a < b  ')).toBe('R&D for a < b');
  });
  it('drops tags and the contents of scripts', () => {
    expect(stripTags('<b>Data</b> <script>alert(1)</script>analysis')).toBe('Data analysis');
  });
  it('does not let encoded markup come back as tags', () => {
    expect(stripTags('&lt;script&gt;alert(1)&lt;/script&gt;Title')).toBe('Title');
    expect(stripTags('&amp;lt;img src=x onerror=alert(1)&amp;gt;Title')).not.toMatch(/<img/);
  });
  it('returns an empty string for markup only', () => {
    expect(stripTags('<img src=x onerror=alert(1)>')).toBe('');
  });
});

describe('sanitizeRichText', () => {
  it('keeps allowed formatting and removes handlers and scripts', () => {
    expect(sanitizeRichText('<p onclick="x()">Maps to <b>A</b><script>alert(1)</script></p>')).toBe(
      '<p>Maps to <b>A</b></p>',
    );
  });
});
