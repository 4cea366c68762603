/**
 * 'Download the analysis (CSV)' of the cohort page (docs/features/cohort.md): one row per competency with
 * its figures, never an individual answer. Written by the export CSV's writer (papaparse, formula-like
 * cells neutralised with a leading quote).
 */
import { buildExportCsv, type TrainingNeed } from '@hub/domain';
import { percent } from './cohort-data';

/** The figures of one sub-group, by competency uuid, for its own columns. */
export interface GroupNeeds {
  label: string;
  byUuid: ReadonlyMap<string, TrainingNeed>;
}

const median = (need: TrainingNeed | undefined) =>
  need?.median === null || need?.median === undefined ? '' : String(need.median);

/**
 * The analysis as CSV text: columns code, title, expected level, respondents, median, below expected,
 * share below expected, then respondents, median and below expected of each sub-group.
 * @param needs every competency of the whole group, in the order the rows should have (ranked first)
 * @param groups the sub-groups side by side (none when the group is not split)
 */
export function analysisCsv(needs: readonly TrainingNeed[], groups: readonly GroupNeeds[] = []): string {
  const headers = [
    'code',
    'title',
    'expected level',
    'respondents',
    'median',
    'below expected',
    'share below expected',
    ...groups.flatMap((g) => [`${g.label}: respondents`, `${g.label}: median`, `${g.label}: below expected`]),
  ];
  const data = needs.map((need) => {
    const row: Record<string, string> = {
      code: need.code ?? '',
      title: need.title,
      'expected level': String(need.expectedRating),
      respondents: String(need.respondents),
      median: median(need),
      'below expected': String(need.below),
      'share below expected': percent(need.belowShare),
    };
    for (const group of groups) {
      const own = group.byUuid.get(need.competencyUuid);
      row[`${group.label}: respondents`] = String(own?.respondents ?? 0);
      row[`${group.label}: median`] = median(own);
      row[`${group.label}: below expected`] = String(own?.below ?? 0);
    }
    return row;
  });
  return buildExportCsv({ headers, data });
}

/** Starts the download of `text` as `fileName` (a CSV file). */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
