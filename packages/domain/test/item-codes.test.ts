import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CodedDomain,
  inferCodeScheme,
  lettersOf,
  numberOfLetters,
  proposeCode,
  proposeNextCode,
  renumberCodes,
} from '../src/logic/item-codes.js';

interface FileDomain {
  code?: string | null;
  competencies?: { code?: string | null }[];
}
/** Every shipped framework file with its domains' and competencies' codes, as shipped. */
const dataDir = fileURLToPath(new URL('../../../apps/api/src/db/seed/data/', import.meta.url));
const shipped = readdirSync(dataDir)
  .filter((f) => f.endsWith('.json'))
  .map((file) => {
    const json = JSON.parse(readFileSync(`${dataDir}${file}`, 'utf8')) as { domains: FileDomain[] };
    return { file, domains: json.domains };
  });
const shippedFile = (name: string) => {
  const found = shipped.find((s) => s.file === name);
  if (!found) throw new Error(`${name} is not shipped`);
  return found.domains;
};
const compCodes = (domains: FileDomain[]) =>
  domains.flatMap((d) => (d.competencies ?? []).map((c) => c.code ?? null));

describe('proposeCode against the shipped frameworks', () => {
  it('proposes N3 after ISCB 3.0’s A3 … M3, in any of its domains', () => {
    const domains = shippedFile('iscb-3.0.json');
    const level = compCodes(domains);
    for (const d of domains) {
      const siblings = (d.competencies ?? []).map((c) => c.code);
      expect(proposeCode({ siblings, level, parentCode: d.code ?? null })).toBe('N3');
    }
    expect(inferCodeScheme(level)).toEqual({ kind: 'letter', suffix: '3' });
  });

  it('proposes P after ISCB 2.0’s A … O, and T1 after the ISCB extension’s N1 … S1', () => {
    const iscb2 = compCodes(shippedFile('iscb-2.0.json'));
    expect(proposeCode({ siblings: iscb2, level: iscb2 })).toBe('P');
    const ext = compCodes(shippedFile('iscb-3.0e1.json'));
    expect(proposeCode({ siblings: ext, level: ext })).toBe('T1');
  });

  it('proposes BioExcel’s next dotted code within the domain, and 5 for a new domain', () => {
    const domains = shippedFile('bioexcel-1.0.json');
    const level = compCodes(domains);
    const next = domains.map((d) =>
      proposeCode({ siblings: (d.competencies ?? []).map((c) => c.code), level, parentCode: d.code }),
    );
    expect(next).toEqual(['1.6', '2.14', '3.9', '4.6']);
    expect(proposeCode({ siblings: domains.map((d) => d.code) })).toBe('5');
    expect(proposeCode({ siblings: [], level, parentCode: '5' })).toBe('5.1');
  });

  it('proposes 1.10 after 1.1 … 1.9', () => {
    const siblings = ['1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '1.7', '1.8', '1.9'];
    expect(proposeCode({ siblings, parentCode: '1' })).toBe('1.10');
  });

  it('proposes nothing for the shipped frameworks without codes', () => {
    for (const { file, domains } of shipped) {
      const level = compCodes(domains);
      if (level.some((c) => c)) continue;
      for (const d of domains)
        expect([file, proposeCode({ siblings: [], level, parentCode: d.code })]).toEqual([file, null]);
    }
  });

  it('never proposes a code a shipped framework holds, at either level', () => {
    for (const { domains } of shipped) {
      const level = compCodes(domains);
      const domainCodes = domains.map((d) => d.code ?? null);
      const taken = [...level, ...domainCodes];
      for (const d of domains) {
        const code = proposeCode({
          siblings: (d.competencies ?? []).map((c) => c.code),
          level,
          taken,
          parentCode: d.code,
        });
        if (code) expect(taken).not.toContain(code);
      }
      const domainCode = proposeCode({ siblings: domainCodes, taken });
      if (domainCode) expect(taken).not.toContain(domainCode);
    }
  });
});

describe('renumberCodes against the shipped frameworks', () => {
  const tree = (domains: FileDomain[]): CodedDomain[] =>
    domains.map((d, i) => ({
      id: 1000 + i,
      code: d.code ?? null,
      competencies: (d.competencies ?? []).map((c, j) => ({ id: i * 100 + j, code: c.code ?? null })),
    }));

  it('changes nothing in the order they ship in', () => {
    for (const { file, domains } of shipped) expect([file, renumberCodes(tree(domains))]).toEqual([file, []]);
  });

  it('numbers ISCB’s letters through the version after a move', () => {
    const t = tree(shippedFile('iscb-3.0.json'));
    const [first, second] = t as [CodedDomain, CodedDomain];
    // M3's domain moved first: its competencies become A3 … D3 and the others follow.
    const moved = [t[3] as CodedDomain, first, second, t[2] as CodedDomain];
    const changes = renumberCodes(moved);
    expect(changes.slice(0, 4).map((c) => `${c.from} → ${c.to}`)).toEqual([
      'J3 → A3',
      'K3 → B3',
      'L3 → C3',
      'M3 → D3',
    ]);
    expect(changes.every((c) => c.kind === 'competency')).toBe(true);
  });

  it('numbers BioExcel’s domains and their dotted competencies after a move', () => {
    const t = tree(shippedFile('bioexcel-1.0.json'));
    const [d1, d2, d3, d4] = t as [CodedDomain, CodedDomain, CodedDomain, CodedDomain];
    const swapped: CodedDomain[] = [d2, { ...d1, competencies: [...d1.competencies].reverse() }, d3, d4];
    const changes = renumberCodes(swapped);
    const text = changes.map((c) => `${c.kind} ${c.from} → ${c.to}`);
    expect(text).toContain('domain 2 → 1');
    expect(text).toContain('domain 1 → 2');
    expect(text).toContain('competency 2.13 → 1.13');
    expect(text).toContain('competency 1.5 → 2.1');
    expect(text).toContain('competency 1.1 → 2.5');
    expect(text.filter((t) => t.includes(' 3.') || t.includes(' 4.'))).toEqual([]);
  });
});

describe('inferCodeScheme and proposeNextCode', () => {
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
    [['A3', 'B3'], null, 'C3'],
    [['A3'], null, 'B3'],
  ] as const)('after %j (parent %s) proposes %s', (siblings, parent, expected) => {
    expect(proposeNextCode(siblings, parent)).toBe(expected);
  });

  it.each([
    [['A3', 'B3', 'C3'], 'letter'],
    [['1.1', '1.2'], 'number'],
    [['1', '2'], 'number'],
    [[], 'none'],
    [['x', 'y.1'], 'none'],
  ] as const)('reads %j as %s', (codes, kind) => {
    expect(inferCodeScheme(codes).kind).toBe(kind);
  });

  it('letters count like spreadsheet columns', () => {
    expect([1, 26, 27, 52, 703].map(lettersOf)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA']);
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), (n) => numberOfLetters(lettersOf(n)) === n));
  });

  it('proposes a code that no numbered sibling has, with the same prefix', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '1.', 'A', 'D-'),
        fc.array(fc.nat({ max: 500 }), { minLength: 1 }),
        (prefix, ns) => {
          // One code of a letter and a digit reads as a letter scheme (A3 → B3), tested above.
          fc.pre(!(prefix === 'A' && new Set(ns).size === 1 && ns[0] !== undefined && ns[0] < 10));
          const siblings = ns.map((n) => `${prefix}${n}`);
          const next = proposeNextCode(siblings) as string;
          expect(siblings).not.toContain(next);
          expect(next).toBe(`${prefix}${Math.max(...ns) + 1}`);
        },
      ),
    );
  });

  it('a letter scheme proposes the letter after the highest, with the suffix, never a taken one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 2000 }), { minLength: 2 }),
        fc.constantFrom('', '1', '3'),
        (ns, suffix) => {
          const level = ns.map((n) => `${lettersOf(n)}${suffix}`);
          const next = proposeCode({ siblings: level.slice(0, 1), level });
          expect(next).toBe(`${lettersOf(Math.max(...ns) + 1)}${suffix}`);
        },
      ),
    );
  });

  it('renumbering twice changes nothing the second time, and leaves codes unique', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 6 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('letter', 'dotted'),
        (sizes, scheme) => {
          let id = 0;
          let letter = 0;
          const domains: CodedDomain[] = sizes.map((size, d) => ({
            id: ++id,
            code: scheme === 'dotted' ? String(sizes.length - d) : null,
            competencies: Array.from({ length: size }, (_, c) => ({
              id: ++id,
              code: scheme === 'dotted' ? `${sizes.length - d}.${size - c}` : `${lettersOf(++letter)}3`,
            })),
          }));
          const apply = (tree: CodedDomain[]) => {
            const to = new Map(renumberCodes(tree).map((c) => [c.id, c.to]));
            return tree.map((d) => ({
              ...d,
              code: to.get(d.id) ?? d.code,
              competencies: d.competencies.map((c) => ({ ...c, code: to.get(c.id) ?? c.code })),
            }));
          };
          const once = apply([...domains].reverse());
          expect(renumberCodes(once)).toEqual([]);
          const codes = once.flatMap((d) => [d.code, ...d.competencies.map((c) => c.code)]).filter(Boolean);
          expect(new Set(codes).size).toBe(codes.length);
        },
      ),
    );
  });
});
