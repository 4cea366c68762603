/**
 * Pure helpers of the curation screens: what a read-only view shows, grouping attributes by attribute
 * type, order diffing, release form validation, mapping the server's field issues onto form fields and
 * what a draft import adds besides items. Source: docs/features/curation.md §4, §8, §10, §11.
 */

import {
  type ManageAttribute,
  type ManageAttributeType,
  type ManageDomain,
  type ManageFrameworkView,
  type ManageTreeCompetency,
  NOT_APPLICABLE_RATING,
  releaseNotesRequestSchema,
  releaseNumberProblem,
  releaseRequestSchema,
} from '@hub/domain';
import { type ImportCounts, importCountsText } from '../../components/ImportReview';

/** The release form's label (docs/features/curation.md §11): the current live version, or '(no live version)'. */
export function releaseLabel(currentLiveVersion: string | null): string {
  return `New version number (current live version: ${currentLiveVersion ?? '(no live version)'})`;
}

/** Items ordered by `position`, then id (stable for equal positions). */
export function byPosition<T extends { position: number; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * The domains a screen shows, ordered by position: everything (archived included) when `editable`;
 * in a read-only version archived domains and competencies are hidden (docs/features/curation.md §4, §5;
 * attributes are in each competency's own view, ADR 0072).
 */
export function visibleDomains(domains: readonly ManageDomain[], editable: boolean): ManageDomain[] {
  const ordered = byPosition(domains).map((domain) => ({
    ...domain,
    competencies: byPosition(domain.competencies),
  }));
  if (editable) return ordered;
  return ordered
    .filter((domain) => !domain.archived)
    .map((domain) => ({
      ...domain,
      competencies: domain.competencies.filter((competency) => !competency.archived),
    }));
}

/** Attributes of one attribute type, in position order. */
export interface TypeGroup {
  type: Pick<ManageAttributeType, 'id' | 'title'>;
  attributes: ManageAttribute[];
}

/**
 * Groups attributes by attribute type (docs/features/curation.md §5, §8): one group per type in `types` order (position,
 * then id), empty groups included, then a group per unknown type id ('Attribute type {id}'). Archived
 * attributes are kept unless `hideArchived`.
 */
export function groupByAttributeType(
  attributes: readonly ManageAttribute[],
  types: readonly ManageAttributeType[],
  hideArchived = false,
): TypeGroup[] {
  const shown = byPosition(attributes).filter((a) => !hideArchived || !a.archived);
  const groups: TypeGroup[] = byPosition(types).map((type) => ({
    type: { id: type.id, title: type.title },
    attributes: shown.filter((a) => a.attributeTypeId === type.id),
  }));
  const known = new Set(types.map((t) => t.id));
  for (const attribute of shown) {
    if (known.has(attribute.attributeTypeId)) continue;
    let group = groups.find((g) => g.type.id === attribute.attributeTypeId);
    if (!group) {
      group = {
        type: { id: attribute.attributeTypeId, title: `Attribute type ${attribute.attributeTypeId}` },
        attributes: [],
      };
      groups.push(group);
    }
    group.attributes.push(attribute);
  }
  return groups;
}

/** True when `next` lists the same ids as `original` in a different order (Save sends only then). */
export function orderChanged(original: readonly number[], next: readonly number[]): boolean {
  if (original.length !== next.length) return true;
  return original.some((id, index) => next[index] !== id);
}

/** A copy of `items` with the item at `from` moved to index `to` (indices clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  if (from < 0 || from >= result.length) return result;
  const target = Math.max(0, Math.min(result.length - 1, to));
  const [item] = result.splice(from, 1);
  result.splice(target, 0, item as T);
  return result;
}

/**
 * The order request for one competency's attributes after one attribute type's attributes were
 * reordered: every attribute id of the competency, the groups in attribute-type order and the
 * reordered type's ids as given (docs/features/curation.md §8 'Change order'). Ids in `typeOrder` that the competency does
 * not hold are ignored.
 */
export function attributeOrderWithType(
  attributes: readonly ManageAttribute[],
  types: readonly ManageAttributeType[],
  typeId: number,
  typeOrder: readonly number[],
): number[] {
  const groups = groupByAttributeType(attributes, types);
  const held = new Set(attributes.map((a) => a.id));
  return groups.flatMap((group) =>
    group.type.id === typeId ? typeOrder.filter((id) => held.has(id)) : group.attributes.map((a) => a.id),
  );
}

/** Values of the release form (docs/features/curation.md §11). */
export interface ReleaseFormValues {
  version: string;
  releaseNotes: string;
}

/** Field errors by field name; empty when valid. */
export type FieldErrors = Record<string, string>;

/** Collects the first message per top-level field of a failed Zod parse. */
function zodErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Validates the release form (docs/features/curation.md §11): version required after trimming (letters, digits, dots, dashes,
 * underscores; not a reserved word) and after the live version compared as versions (docs/features/curation.md §5),
 * release notes non-empty after trimming.
 * @param liveVersion the current live version's number, or null
 * @returns field errors ({} when valid)
 */
export function validateRelease(values: ReleaseFormValues, liveVersion: string | null = null): FieldErrors {
  const result = releaseRequestSchema.safeParse(values);
  const errors: FieldErrors = result.success ? {} : zodErrors(result.error.issues);
  if (!errors.version && values.version.trim() !== '') {
    const problem = releaseNumberProblem(values.version, liveVersion === null ? [] : [liveVersion]);
    if (problem) errors.version = problem;
  }
  return errors;
}

/** Validates release notes alone ('Save release notes'): non-empty after trimming. */
export function validateReleaseNotes(values: Pick<ReleaseFormValues, 'releaseNotes'>): FieldErrors {
  const result = releaseNotesRequestSchema.safeParse(values);
  return result.success ? {} : zodErrors(result.error.issues);
}

/**
 * Maps the server's field issues (400 `issues`, paths like 'titles.0' or 'body.version') onto form
 * fields. `field` receives the path without a leading 'body.' and returns the form field, or null to
 * drop the issue; the first message per field wins.
 */
export function issuesToFieldErrors(
  issues: readonly { path: string; message: string }[] | undefined,
  field: (path: string) => string | null,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues ?? []) {
    const name = field(issue.path.replace(/^body\./, ''));
    if (name !== null && !(name in errors)) errors[name] = issue.message;
  }
  return errors;
}

/** A competency with its domain, found by id in the manage view (without its attributes, ADR 0072). */
export interface CompetencyLocation {
  domain: ManageDomain;
  competency: ManageTreeCompetency;
}

/** Finds competency `id` (any domain, archived included); null when the view does not hold it. */
export function findCompetency(
  view: Pick<ManageFrameworkView, 'domains'>,
  id: number,
): CompetencyLocation | null {
  for (const domain of view.domains) {
    const competency = domain.competencies.find((c) => c.id === id);
    if (competency) return { domain, competency };
  }
  return null;
}

/** Parses a route id segment: a positive integer, else null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Parses a position typed in the table (docs/features/curation.md §10 'changed by editing a number'): a whole number from 0 to
 * 100000, else null.
 */
export function parsePosition(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const position = Number(text);
  return position <= 100_000 ? position : null;
}

/** Expertise-level rating text: 'Not applicable' for rating 0 (docs/features/original-hub.md), else the number. */
export function ratingLabel(ratingLevel: number): string {
  return ratingLevel === NOT_APPLICABLE_RATING ? '0 (Not applicable)' : String(ratingLevel);
}

/**
 * What an import into the draft adds to the framework's vocabularies and what it leaves as it is, in one
 * line ('New attribute types: Tool. New expertise levels: 2. Kept as they are (not in the file): …'); empty
 * when the answer has none of these (the Export page's CSV leaves nothing out; docs/features/curation.md §5).
 * @param s the preview's or import's answer
 */
export function draftImportExtrasText(s: {
  kept?: ImportCounts;
  attributeTypesAdded?: readonly string[];
  expertiseLevelsAdded?: number;
}): string {
  const types = s.attributeTypesAdded ?? [];
  const extras = [
    types.length > 0 && `New attribute types: ${types.join(', ')}.`,
    (s.expertiseLevelsAdded ?? 0) > 0 && `New expertise levels: ${s.expertiseLevelsAdded}.`,
    s.kept && `Kept as they are (not in the file): ${importCountsText(s.kept)}.`,
  ];
  return extras.filter(Boolean).join(' ');
}
