import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDomains, hasDomainGroups } from '../src/logic/domain-groups.js';

const domain = (title: string, group?: string) => ({
  title,
  ...(group ? { group: { title: group, description: `${group} text` } } : {}),
});

describe('groupDomains (ADR 0046)', () => {
  it('gives runs of consecutive domains of one group, with the group and its description', () => {
    const runs = groupDomains([domain('a', 'G1'), domain('b', 'G1'), domain('c', 'G2'), domain('d')]);
    expect(runs.map((r) => [r.group?.title ?? null, r.domains.map((d) => d.title)])).toEqual([
      ['G1', ['a', 'b']],
      ['G2', ['c']],
      [null, ['d']],
    ]);
    expect(runs[0]?.group?.description).toBe('G1 text');
    expect(hasDomainGroups([domain('a')])).toBe(false);
    expect(hasDomainGroups([domain('a'), domain('b', 'G')])).toBe(true);
  });

  it('keeps every domain in order, and neighbouring runs differ in group', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            title: fc.string(),
            group: fc.option(fc.constantFrom('A', 'B', 'C'), { nil: undefined }),
          }),
        ),
        (rows) => {
          const domains = rows.map((r) => domain(r.title, r.group));
          const runs = groupDomains(domains);
          expect(runs.flatMap((r) => r.domains)).toEqual(domains);
          for (let i = 1; i < runs.length; i++) {
            expect(runs[i]?.group?.title ?? null).not.toBe(runs[i - 1]?.group?.title ?? null);
          }
        },
      ),
    );
  });
});
