/**
 * Labels and colours of the cohort page's charts (docs/features/cohort.md). A bar's label is the
 * competency's code or the start of its title; the full names are in the tables beside the charts.
 */

/** Colours of the sub-groups' bars, side by side. */
export const SERIES_COLORS = [
  'blue.7',
  'orange.7',
  'teal.7',
  'grape.7',
  'red.7',
  'cyan.8',
  'lime.8',
  'pink.7',
];

/** Colours of the levels, 'Not applicable' (grey) then from light to dark. */
export const LEVEL_COLORS = ['gray.5', 'blue.3', 'blue.5', 'blue.7', 'blue.9', 'indigo.9'];

/** A bar's label: at most 18 characters, shortened with '…'. */
export function chartLabel(label: string): string {
  return label.length > 18 ? `${label.slice(0, 17).trimEnd()}…` : label;
}
