import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateRange } from '../src/logic/date-range.js';

describe('formatCalendarDate', () => {
  it('shows the calendar date with no time-zone shift', () => {
    expect(formatCalendarDate('2017-05-02')).toBe('2 May 2017');
    expect(formatCalendarDate('2024-01-01')).toBe('1 January 2024');
    expect(formatCalendarDate('2024-12-31')).toBe('31 December 2024');
  });
  it('leaves anything else unchanged', () => {
    expect(formatCalendarDate('2024-13-01')).toBe('2024-13-01');
    expect(formatCalendarDate('tba')).toBe('tba');
  });
});

describe('formatDateRange', () => {
  it('collapses a range within one month', () => {
    expect(formatDateRange('2017-05-08', '2017-05-17')).toBe('8–17 May 2017');
  });
  it('collapses a range within one year', () => {
    expect(formatDateRange('2017-05-02', '2017-07-11')).toBe('2 May – 11 July 2017');
  });
  it('writes both years when the range crosses a year', () => {
    expect(formatDateRange('2024-12-30', '2025-01-02')).toBe('30 December 2024 – 2 January 2025');
  });
  it('shows one date for a single day, a start only or an end only', () => {
    expect(formatDateRange('2016-11-20', '2016-11-20')).toBe('20 November 2016');
    expect(formatDateRange('2016-11-20', null)).toBe('20 November 2016');
    expect(formatDateRange(null, '2016-11-23')).toBe('Until 23 November 2016');
    expect(formatDateRange(null, null)).toBe('');
  });
  it('always names the end year and the end day', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, (x, y) => {
        const [a, b] = [x, y].sort((p, q) => p.getTime() - q.getTime()) as [Date, Date];
        const iso = (d: Date) => d.toISOString().slice(0, 10);
        const text = formatDateRange(iso(a), iso(b));
        expect(text.endsWith(iso(b).slice(0, 4))).toBe(true);
        expect(text).toContain(String(b.getUTCDate()));
      }),
    );
  });
});
