/**
 * Calendar dates shown as 'D Month YYYY' with no time-zone conversion (docs/features/original-hub.md: dates are shown as
 * dates, never a day off), and date ranges collapsed when both ends share the month or the year
 * (docs/features/curation.md §15: 'Date format D Month YYYY; ranges collapse same month or year').
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

interface CalendarDate {
  year: string;
  month: (typeof MONTHS)[number];
  day: number;
}

/** Splits `YYYY-MM-DD` into its parts; null when it is not a calendar date of this shape. */
function parseCalendarDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const monthName = MONTHS[Number(month) - 1];
  const dayNumber = Number(day);
  if (!monthName || dayNumber < 1 || dayNumber > 31) return null;
  return { year, month: monthName, day: dayNumber };
}

/**
 * Formats a calendar date `YYYY-MM-DD` as "4 November 2025".
 * @returns the formatted date, or the input unchanged when it is not a valid calendar date
 */
export function formatCalendarDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? `${date.day} ${date.month} ${date.year}` : value;
}

/**
 * Formats the dates of a training resource or event: '3 May 2024' (one day or start only),
 * '3–5 May 2024' (same month), '30 April – 2 May 2024' (same year), '30 December 2024 – 2 January 2025',
 * 'Until 5 May 2024' (end only), '' (neither). Uses an en dash.
 * @param start calendar date `YYYY-MM-DD` or null
 * @param end calendar date `YYYY-MM-DD` or null
 */
export function formatDateRange(start: string | null, end: string | null): string {
  if (!start && !end) return '';
  if (!start) return `Until ${formatCalendarDate(end as string)}`;
  if (!end || end === start) return formatCalendarDate(start);
  const a = parseCalendarDate(start);
  const b = parseCalendarDate(end);
  if (!a || !b) return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
  if (a.year === b.year && a.month === b.month) return `${a.day}–${b.day} ${b.month} ${b.year}`;
  if (a.year === b.year) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
}
