import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposeNextCode } from '../src/logic/item-codes.js';

describe('proposeNextCode', () => {
  it.each([
    [['1.1', '1.2'], null, '1.3'],
    [['1.9', '1.10', '1.2'], null, '1.11'],
    [['A1', 'A2'], null, 'A3'],
    [['A09'], null, 'A10'],
    [['3', null, '1'], null, '4'],
    [[], '2', '2.1'],
    [[null, ''], '2', '2.1'],
    [[], null, null],
    [['intro'], null, null],
  ] as const)('after %j (parent %s) proposes %s', (siblings, parent, expected) => {
    expect(proposeNextCode(siblings, parent)).toBe(expected);
  });

  it('proposes a code that no numbered sibling has, with the same prefix', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '1.', 'A', 'D-'),
        fc.array(fc.nat({ max: 500 }), { minLength: 1 }),
        (prefix, ns) => {
          const siblings = ns.map((n) => `${prefix}${n}`);
          const next = proposeNextCode(siblings) as string;
          expect(siblings).not.toContain(next);
          expect(next).toBe(`${prefix}${Math.max(...ns) + 1}`);
        },
      ),
    );
  });
});
