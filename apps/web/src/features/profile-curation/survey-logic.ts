/**
 * Pure helpers and the browser store of 'Create profiles from a survey' (docs/features/surveys.md): the
 * manager's column choices remembered per framework and file shape (its header row), default profile names,
 * the competencies to choose from and the chart's shares.
 */
import type { FrameworkVersionContent, SurveyCompetencyFigures } from '@hub/domain';
import { z } from 'zod';
import { createStore } from '../../lib/storage';

/** A manager's choices for a file's columns: header → competency uuid, or null to leave the column out. */
export type ColumnChoices = Record<string, string | null>;

/** How many file shapes the browser remembers choices for (the oldest is forgotten first). */
export const REMEMBERED_SHAPES = 20;

/** The remembered choices, per shape key (`surveyShapeKey`). */
export const surveyChoicesStore = createStore({
  key: 'surveyColumnChoices',
  schema: z.record(z.string(), z.record(z.string(), z.string().nullable())),
  version: 1,
});

/**
 * The key of a file's shape: the framework and the header row. Competency uuids stay the same across a
 * framework's versions, so choices made for one version serve the next.
 */
export function surveyShapeKey(framework: string, headers: readonly string[]): string {
  return [framework, ...headers].join('\n');
}

/** The choices remembered for a shape, or none. */
export function rememberedChoices(key: string): ColumnChoices {
  return surveyChoicesStore.read()?.[key] ?? {};
}

/** Remembers a shape's choices (the newest last; at most REMEMBERED_SHAPES shapes kept). */
export function rememberChoices(key: string, choices: ColumnChoices): void {
  const { [key]: _old, ...others } = surveyChoicesStore.read() ?? {};
  const kept = Object.entries(others).slice(-(REMEMBERED_SHAPES - 1));
  surveyChoicesStore.write(Object.fromEntries([...kept, [key, choices]]));
}

/** A profile name for a group: its label without a leading 'Profile:' ('Profile: Scientist I' → 'Scientist I'). */
export function defaultProfileName(label: string): string {
  return label.replace(/^\s*profile\s*:\s*/i, '').trim() || label;
}

/** The version's competencies (core domains first for an extension) as choices: value uuid, label code and title. */
export function competencyOptions(content: FrameworkVersionContent): { value: string; label: string }[] {
  return [...content.coreDomains, ...content.domains].flatMap((d) =>
    d.competencies.map((c) => ({ value: c.uuid, label: c.code ? `${c.code} ${c.title}` : c.title })),
  );
}

/** The shares of each answer for the chart, in percent: not applicable first, then the levels ascending. */
export function countShares(
  figures: SurveyCompetencyFigures,
): { rating: number; count: number; percent: number }[] {
  const entries = [
    [0, figures.notApplicable] as const,
    ...Object.entries(figures.counts)
      .map(([rating, n]) => [Number(rating), n] as const)
      .sort((a, b) => a[0] - b[0]),
  ];
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  return entries.map(([rating, count]) => ({
    rating,
    count,
    percent: total === 0 ? 0 : (count * 100) / total,
  }));
}
