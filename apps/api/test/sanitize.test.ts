/** Plain-text stripping (docs/features/accounts-and-security.md §3): no stored title or description ever holds a tag. */
import { describe, expect, it } from 'vitest';
import { plainTextFromHtml, sanitizeRichText, stripTags } from '../src/lib/sanitize.js';

describe('stripTags', () => {
  it('keeps ordinary text, ampersands and comparison signs', () => {
    expect(stripTags('  R&D for a < b  ')).toBe('R&D for a < b');
  });
  it('drops tags and the contents of scripts', () => {
    expect(stripTags('<b>Data</b> <script>alert(1)</script>analysis')).toBe('Data analysis');
  });
  it('keeps encoded markup as typed: it never comes back as a tag, however many layers', () => {
    expect(stripTags('&lt;script&gt;alert(1)&lt;/script&gt;Title')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;Title',
    );
    const fiveTimes = '&amp;amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;amp;gt;';
    expect(stripTags(fiveTimes)).toBe(fiveTimes);
    expect(stripTags('R&amp;D')).toBe('R&amp;D');
  });
  it('strips again until no tag is left when removing one forms another', () => {
    expect(stripTags('<<b>img src=x onerror=alert(1)>Title')).toBe('Title');
    expect(stripTags('<<img src=x onerror=1>img src=x onerror=1>')).toBe('');
  });
  it('returns an empty string for markup only', () => {
    expect(stripTags('<img src=x onerror=alert(1)>')).toBe('');
  });
});

describe('plainTextFromHtml', () => {
  it('decodes an HTML source once and never lets the decoded text be a tag', () => {
    expect(plainTextFromHtml('R&amp;D <b>course</b>')).toBe('R&D course');
    expect(plainTextFromHtml('&lt;img src=x onerror=alert(1)&gt;Title')).toBe('Title');
    expect(plainTextFromHtml('&amp;lt;img src=x&amp;gt;')).toBe('&lt;img src=x&gt;');
  });
});

describe('sanitizeRichText', () => {
  it('keeps allowed formatting and removes handlers and scripts', () => {
    expect(sanitizeRichText('<p onclick="x()">Maps to <b>A</b><script>alert(1)</script></p>')).toBe(
      '<p>Maps to <b>A</b></p>',
    );
  });
});
