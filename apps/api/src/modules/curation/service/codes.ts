/**
 * Codes of a draft's domains and competencies (ADR 0059): unique within the version (one namespace for
 * both levels, archived items included), proposed for new items by the framework's own scheme
 * (`proposeCode` of @hub/domain: N3 after ISCB's M3, 1.10 after BioExcel's 1.9), and 'Renumber codes'
 * after a reorder: a preview of every old → new code, then applied as one change (one transaction, one
 * audit event per item), refused when the draft's codes or order changed since the preview.
 */
import {
  type CodeChange,
  type CodedDomain,
  proposeCode,
  type RenumberCodesRequest,
  type RenumberCodesView,
  renumberCodes,
} from '@hub/domain';
import type { Db } from '../../../db/client.js';
import { readAll } from '../../../db/reads.js';
import type { CompetencyRow, DomainRow, FrameworkRow, VersionRow } from '../../../db/rows.js';
import type { Actor } from '../../../lib/actor.js';
import type { AuditChange } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { runRevisedWrite } from '../../../lib/revised-write.js';
import * as queries from '../../content/index.js';
import * as contentRepo from '../repository/content.js';
import { requireDraft } from './guards.js';

/** The draft's domains and competencies in order (archived included), what codes are read from. */
async function codedRows(
  tx: Db,
  draftId: number,
): Promise<{ domains: DomainRow[]; competencies: CompetencyRow[] }> {
  const [domains, competencies] = await readAll(tx, [
    () => queries.findDomains(tx, draftId),
    () => queries.findCompetencies(tx, draftId),
  ]);
  return { domains, competencies };
}

/**
 * Refuses a code another domain or competency of the version holds (codes compare trimmed, exactly).
 * @param kind and @param id the item being given `code` (it may keep its own)
 * @throws AppError CONFLICT (409) with the issue `code` naming the item that holds it
 */
export async function assertCodeFree(
  tx: Db,
  draft: VersionRow,
  kind: 'domain' | 'competency',
  id: number,
  code: string | null,
): Promise<void> {
  if (!code) return;
  const { domains, competencies } = await codedRows(tx, draft.id);
  const holder =
    domains.find((d) => d.code === code && !(kind === 'domain' && d.id === id)) ??
    competencies.find((c) => c.code === code && !(kind === 'competency' && c.id === id));
  if (!holder) return;
  const what = 'domainId' in holder ? 'competency' : 'domain';
  const message = `The code ${code} is already used by the ${what} "${holder.title}" in this version: choose another`;
  throw new AppError('CONFLICT', message, [{ path: 'code', message }]);
}

/**
 * The codes of `count` new domains appended to the draft, by the scheme of its domains' codes.
 * @returns one code (or null: no scheme) per new domain
 */
export async function proposeDomainCodes(
  tx: Db,
  draft: VersionRow,
  count: number,
): Promise<(string | null)[]> {
  const { domains, competencies } = await codedRows(tx, draft.id);
  const siblings: (string | null)[] = domains.map((d) => d.code);
  const taken: (string | null)[] = [...siblings, ...competencies.map((c) => c.code)];
  return Array.from({ length: count }, () => {
    const code = proposeCode({ siblings, taken });
    siblings.push(code);
    taken.push(code);
    return code;
  });
}

/**
 * The codes of `count` new competencies appended to `parent`, by the version's scheme (ISCB's letters
 * run through the version) or its siblings' (BioExcel's dotted numbers).
 * @returns one code (or null: no scheme) per new competency
 */
export async function proposeCompetencyCodes(
  tx: Db,
  draft: VersionRow,
  parent: DomainRow,
  count: number,
): Promise<(string | null)[]> {
  const { domains, competencies } = await codedRows(tx, draft.id);
  const level: (string | null)[] = competencies.map((c) => c.code);
  const siblings: (string | null)[] = competencies.filter((c) => c.domainId === parent.id).map((c) => c.code);
  const taken: (string | null)[] = [...level, ...domains.map((d) => d.code)];
  return Array.from({ length: count }, () => {
    const code = proposeCode({ siblings, level, taken, parentCode: parent.code });
    for (const list of [siblings, level, taken]) list.push(code);
    return code;
  });
}

/** The renumbering of the draft's codes in its current order, with each item's title. */
async function plan(tx: Db, draft: VersionRow): Promise<RenumberCodesView> {
  const { domains, competencies } = await codedRows(tx, draft.id);
  const tree: CodedDomain[] = domains.map((d) => ({
    id: d.id,
    code: d.code,
    competencies: competencies.filter((c) => c.domainId === d.id).map((c) => ({ id: c.id, code: c.code })),
  }));
  const titles = new Map<string, string>([
    ...domains.map((d) => [`domain:${d.id}`, d.title] as const),
    ...competencies.map((c) => [`competency:${c.id}`, c.title] as const),
  ]);
  return {
    changes: renumberCodes(tree).map((c) => ({ ...c, title: titles.get(`${c.kind}:${c.id}`) ?? '' })),
  };
}

/**
 * What 'Renumber codes' would change in the draft (old → new), without writing.
 * @throws AppError CONFLICT without a draft
 */
export async function previewRenumberCodes(db: Db, fw: FrameworkRow): Promise<RenumberCodesView> {
  const draft = await requireDraft(db, fw);
  return plan(db, draft);
}

const sameChange = (a: CodeChange, b: CodeChange) =>
  a.kind === b.kind && a.id === b.id && a.from === b.from && a.to === b.to;

/**
 * Applies 'Renumber codes' as one change: the changes the manager confirmed must be exactly what the
 * draft's order gives now (the assert step of the write runner, ADR 0056, under the framework's lock).
 * Audit: one 'domain.update' or 'competency.update' per changed item.
 * @returns the changes applied
 * @throws AppError CONFLICT without a draft, or (with the current preview's count) when the draft's codes
 *   or order changed since the preview: nothing changes
 */
export async function applyRenumberCodes(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  request: RenumberCodesRequest,
): Promise<RenumberCodesView> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async (tx) => {
      const draft = await requireDraft(tx, fw);
      return { draft, current: await plan(tx, draft) };
    },
    assert: ({ current }) => {
      const confirmed = request.changes;
      if (
        confirmed.length !== current.changes.length ||
        !current.changes.every((c, i) => confirmed[i] !== undefined && sameChange(c, confirmed[i]))
      ) {
        throw new AppError(
          'CONFLICT',
          'The codes or the order changed since you looked: review the new codes and confirm again',
        );
      }
    },
    update: async ({ tx, before: { draft, current } }) => {
      const events: AuditChange[] = [];
      for (const change of current.changes) {
        if (change.kind === 'domain') {
          const before = await contentRepo.findDomain(tx, draft.id, change.id);
          const after = await contentRepo.updateDomain(tx, draft.id, change.id, { code: change.to });
          events.push(codeEvent('domain', fw, before, after));
        } else {
          const before = await contentRepo.findCompetency(tx, draft.id, change.id);
          const after = await contentRepo.updateCompetency(tx, draft.id, change.id, { code: change.to });
          events.push(codeEvent('competency', fw, before, after));
        }
      }
      return events;
    },
    audit: ({ after: events }) => events,
    present: ({ before: { current } }) => current,
  });
}

/** The audit event of one item's new code. */
const codeEvent = (
  kind: 'domain' | 'competency',
  fw: FrameworkRow,
  before: unknown,
  after: { id: number },
): AuditChange => ({
  action: `${kind}.update`,
  entityType: kind,
  entityId: after.id,
  frameworkId: fw.id,
  before: before ?? null,
  after,
});
