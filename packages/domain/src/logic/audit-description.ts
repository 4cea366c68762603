/**
 * One line per audit event for a draft's history on the manage screen (ADR 0022: 'who changed what
 * and when, from the audit events'): what kind of item, which one (its title), and what changed.
 */

const NOUNS: Record<string, string> = {
  domain: 'Domain',
  competency: 'Competency',
  attribute: 'Attribute',
  attribute_type: 'Attribute type',
  expertise_level: 'Expertise level',
  profile: 'Reference profile',
  career_pathway: 'Career pathway',
  training_resource: 'Training resource',
  learning_pathway: 'Learning pathway',
};

const WHOLE: Record<string, string> = {
  'version.create_draft': 'Created the draft',
  'version.discard_draft': 'Discarded the draft',
  'version.release': 'Released the draft',
  'version.update_notes': 'Changed the release notes',
  'draft.import-csv': 'Imported a CSV file',
  'draft.import-case': 'Imported a CASE package',
  'draft.import-moodle': 'Imported a Moodle CSV file',
  'draft.undo-import': 'Undid an import',
};

type Row = Record<string, unknown> | null | undefined;

const asRow = (value: unknown): Row =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
const quoted = (value: unknown) => `“${String(value)}”`;

/** What an import did, from its summary ('added 1 competency, 2 attributes; moved 1 competency'). */
function importCounts(after: Row): string {
  const part = (key: string, verb: string) => {
    const counts = asRow(after?.[key]);
    if (!counts) return null;
    const items = Object.entries(counts)
      .filter(([, n]) => typeof n === 'number' && n > 0)
      .map(([kind, n]) => `${n} ${n === 1 ? kind.replace(/ies$/, 'y').replace(/s$/, '') : kind}`);
    return items.length ? `${verb} ${items.join(', ')}` : null;
  };
  const parts = [part('added', 'added'), part('changed', 'changed'), part('moved', 'moved')].filter(Boolean);
  return parts.length ? `: ${parts.join('; ')}` : ': nothing changed';
}

/** The fields an update changed, in words. */
function changes(before: Row, after: Row): string {
  if (!before || !after) return '';
  const out: string[] = [];
  if (before.title !== after.title && after.title !== undefined) {
    out.push(`title ${quoted(before.title)} → ${quoted(after.title)}`);
  }
  if (before.archived !== after.archived && after.archived !== undefined) {
    out.push(after.archived ? 'archived' : 'restored');
  }
  if (before.code !== after.code && after.code !== undefined) {
    out.push(`code ${quoted(before.code ?? '')} → ${quoted(after.code ?? '')}`);
  }
  if (before.domainId !== after.domainId || before.competencyId !== after.competencyId) out.push('moved');
  if (before.attributeTypeId !== after.attributeTypeId) out.push('attribute type changed');
  if (before.position !== after.position && after.position !== undefined) {
    out.push(`position ${String(before.position)} → ${String(after.position)}`);
  }
  if (before.mappedOtherCompetency !== after.mappedOtherCompetency) out.push('mapping changed');
  if (before.description !== after.description) out.push('description changed');
  if (before.ratingLevel !== after.ratingLevel) out.push('rating changed');
  return out.length ? `: ${out.join(', ')}` : '';
}

/**
 * Describes one audit event.
 * @param action e.g. 'competency.update'; @param entityType e.g. 'competency'
 * @param before the row before (null for a creation); @param after the row after (null for a deletion)
 * @returns e.g. 'Competency “Data stewardship”: title “Data” → “Data stewardship”'
 */
export function describeAuditEvent(
  action: string,
  entityType: string,
  before: unknown,
  after: unknown,
): string {
  const b = asRow(before);
  const a = asRow(after);
  const whole = WHOLE[action];
  if (whole) return action.startsWith('draft.import') ? `${whole}${importCounts(a)}` : whole;
  const verb = action.slice(action.indexOf('.') + 1);
  const noun = NOUNS[entityType] ?? entityType.replace(/_/g, ' ');
  if (verb === 'reorder') {
    const what = action.startsWith('domain')
      ? 'domains'
      : action.startsWith('competency')
        ? 'competencies'
        : 'attributes';
    return `Changed the order of the ${what}`;
  }
  const title = a?.title ?? b?.title;
  const name = title === undefined ? noun : `${noun} ${quoted(title)}`;
  if (verb === 'create') return `Added ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  if (verb === 'delete') return `Deleted ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  if (verb === 'update') return `${name}${changes(b, a) || ' changed'}`;
  return `${name}: ${verb.replace(/[_-]/g, ' ')}`;
}
