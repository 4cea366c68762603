/**
 * ADR 0066, the undo's plan without a database: what an import left untouched since is reverted; a row
 * reordered, moved or deleted since is kept with who did it; an added row holding a colleague's row stays
 * with it; a row whose old parent is gone stays where it is.
 */
import { describe, expect, it } from 'vitest';
import type { ImportFootprintJson } from '../src/db/schema/index.js';
import { type LaterEvent, laterChangeReason, planUndo } from '../src/modules/curation/service/undo-scope.js';

const d = (id: number, title: string, extra: object = {}) => ({
  id,
  title,
  position: id,
  revision: 1,
  ...extra,
});
const c = (id: number, domainId: number, title: string, extra: object = {}) => ({
  ...d(id, title, extra),
  domainId,
});
const footprint = (rows: Partial<ImportFootprintJson>): ImportFootprintJson => ({
  auditId: 10,
  domains: [],
  competencies: [],
  attributes: [],
  relationIds: [],
  attributeTypes: [],
  expertiseLevels: [],
  ...rows,
});
const event = (
  action: string,
  entityType: string,
  entityId: number,
  username: string,
  before: unknown,
  after: unknown,
): LaterEvent => ({
  action,
  entityType,
  entityId,
  username,
  before,
  after,
});

describe('planUndo', () => {
  it('reverts what is as the import left it and keeps what a colleague reordered or deleted since', () => {
    const before = {
      domains: [d(1, 'D')],
      competencies: [c(2, 1, 'Old'), c(3, 1, 'Old too'), c(4, 1, 'Gone')],
      attributes: [],
    };
    const left = [
      c(2, 1, 'New', { revision: 2 }),
      c(3, 1, 'New too', { revision: 2 }),
      c(4, 1, 'Gone new', { revision: 2 }),
      c(5, 1, 'Added'),
    ];
    const now = {
      domains: [d(1, 'D')],
      competencies: [left[0], { ...left[1], position: 9, revision: 3 }, left[3]],
      attributes: [],
    };
    const events = [
      event('competency.reorder', 'domain', 1, 'bob', { ids: [2, 3] }, { ids: [3, 2] }),
      event('competency.delete', 'competency', 4, 'carol', { title: 'Gone new' }, null),
    ];
    const plan = planUndo(before, footprint({ competencies: left }), now as never, [], events);
    expect(plan.reset).toEqual([{ kind: 'competency', values: before.competencies[0] }]);
    expect(plan.remove.competency).toEqual([5]);
    expect(plan.kept).toEqual([
      { kind: 'competency', id: 3, title: 'New too', reason: 'reordered by bob after the import' },
      { kind: 'competency', id: 4, title: 'Gone new', reason: 'deleted by carol after the import' },
    ]);
    expect(plan.undone).toEqual([
      { kind: 'competency', title: 'Added', how: 'removed' },
      { kind: 'competency', title: 'New', how: 'put back' },
    ]);
  });

  it('keeps an added domain holding a moved-in competency, and a move back to a deleted domain', () => {
    const before = {
      domains: [d(1, 'A'), d(2, 'B')],
      competencies: [c(3, 2, 'Moved by import')],
      attributes: [],
    };
    const left = {
      domains: [d(7, 'Added domain')],
      competencies: [c(3, 1, 'Moved by import', { revision: 2 })],
    };
    const now = {
      domains: [d(1, 'A'), d(7, 'Added domain')],
      competencies: [left.competencies[0], c(8, 7, 'Moved in', { position: 1 })],
      attributes: [],
    };
    const events = [
      event('competency.move', 'competency', 8, 'bob', {}, {}),
      event('domain.delete', 'domain', 2, 'bob', {}, null),
    ];
    const plan = planUndo(before, footprint(left), now as never, [], events);
    expect(plan.remove).toEqual({ domain: [], competency: [], attribute: [] });
    expect(plan.reset).toEqual([]);
    expect(plan.kept.map((k) => k.reason)).toEqual([
      'holds the competency “Moved in”, moved by bob after the import',
      'its domain was deleted after the import',
    ]);
  });

  it('places a row moved back last when a sibling took its old position since', () => {
    const before = {
      domains: [d(1, 'A'), d(2, 'B')],
      competencies: [c(3, 1, 'X', { position: 1 })],
      attributes: [],
    };
    const left = { competencies: [c(3, 2, 'X', { position: 5, revision: 2 })] };
    const now = {
      domains: before.domains,
      competencies: [left.competencies[0], c(4, 1, 'Y', { position: 1 }), c(6, 1, 'Z', { position: 2 })],
      attributes: [],
    };
    const plan = planUndo(before, footprint(left), now as never, [], []);
    expect(plan.reset[0]?.values).toMatchObject({ id: 3, domainId: 1, position: 3 });
  });

  it('gives rows moved back into one parent positions of their own when their old ones are taken', () => {
    const before = {
      domains: [d(1, 'A'), d(2, 'B')],
      competencies: [c(3, 1, 'X', { position: 1 }), c(5, 1, 'W', { position: 2 })],
      attributes: [],
    };
    const left = {
      competencies: [c(3, 2, 'X', { position: 5, revision: 2 }), c(5, 2, 'W', { position: 6, revision: 2 })],
    };
    const now = {
      domains: before.domains,
      competencies: [...left.competencies, c(4, 1, 'Y', { position: 1 }), c(6, 1, 'Z', { position: 2 })],
      attributes: [],
    };
    const plan = planUndo(before, footprint(left), now as never, [], []);
    const positions = plan.reset.map((r) => r.values.position);
    expect(positions.sort()).toEqual([3, 4]);
  });

  it('keeps the old position of a row moved back when it is free, and of the next one when free too', () => {
    const before = {
      domains: [d(1, 'A'), d(2, 'B')],
      competencies: [c(3, 1, 'X', { position: 1 }), c(5, 1, 'W', { position: 2 })],
      attributes: [],
    };
    const left = {
      competencies: [c(3, 2, 'X', { position: 5, revision: 2 }), c(5, 2, 'W', { position: 6, revision: 2 })],
    };
    const now = { domains: before.domains, competencies: left.competencies, attributes: [] };
    const plan = planUndo(before, footprint(left), now as never, [], []);
    expect(plan.reset.map((r) => [r.values.id, r.values.position])).toEqual([
      [3, 1],
      [5, 2],
    ]);
  });
});

describe('laterChangeReason', () => {
  it('names each colleague with what they did, and says so when no event tells', () => {
    const events = [
      event(
        'competency.update',
        'competency',
        2,
        'bob',
        { title: 'a', archived: false },
        { title: 'b', archived: false },
      ),
      event('competency.update', 'competency', 2, 'carol', { archived: false }, { archived: true }),
    ];
    expect(laterChangeReason(events, 'competency', 2)).toBe(
      'renamed by bob, archived by carol after the import',
    );
    expect(laterChangeReason(events, 'competency', 9)).toBe('changed after the import');
  });
});
