import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignLineageUuids,
  attributeTypeUuid,
  expertiseLevelUuid,
  type IdentityDomain,
  isNameBasedUuid,
  type KeySegment,
  lineageUuid,
  publicDerivedId,
  publicItemId,
  versionUuid,
} from '../src/logic/identity.js';

const segment: fc.Arbitrary<KeySegment> = fc.oneof(
  fc.record({ code: fc.string({ maxLength: 6 }), occurrence: fc.nat(3) }),
  fc.record({ title: fc.string({ maxLength: 12 }), occurrence: fc.nat(3) }),
);
const kind = fc.constantFrom('domain' as const, 'competency' as const, 'attribute' as const);
const lineageInput = fc.tuple(fc.string({ maxLength: 8 }), kind, fc.array(segment, { maxLength: 4 }));

// Small alphabets make duplicate titles and codes (the hard case) frequent.
const title = fc.constantFrom('Data', 'Python', 'Ethics', 'Data ', 'data');
const code = fc.option(fc.constantFrom('A1', 'A2', 'B1', ''), { nil: undefined });
const tree: fc.Arbitrary<IdentityDomain[]> = fc.array(
  fc.record({
    code,
    title,
    competencies: fc.array(
      fc.record({
        code,
        title,
        attributes: fc.array(fc.record({ title }), { maxLength: 4 }),
      }),
      { maxLength: 4 },
    ),
  }),
  { maxLength: 4 },
);

describe('identity', () => {
  it('gives the same uuid for the same input, always a UUIDv5', () => {
    fc.assert(
      fc.property(lineageInput, ([machineName, k, key]) => {
        const id = lineageUuid(machineName, k, key);
        expect(lineageUuid(machineName, k, structuredClone(key))).toBe(id);
        expect(isNameBasedUuid(id)).toBe(true);
      }),
    );
  });

  it('gives distinct uuids for distinct inputs (kind, machine name or key)', () => {
    fc.assert(
      fc.property(lineageInput, lineageInput, (a, b) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(b));
        expect(lineageUuid(...a)).not.toBe(lineageUuid(...b));
      }),
    );
  });

  it('never gives two items of one kind in a version the same uuid, even with duplicate codes and titles', () => {
    fc.assert(
      fc.property(fc.constantFrom('bioexcel', 'iscb'), tree, (machineName, domains) => {
        const ids = assignLineageUuids(machineName, domains);
        const all = [
          ...ids.map((d) => d.uuid),
          ...ids.flatMap((d) => d.competencies.map((c) => c.uuid)),
          ...ids.flatMap((d) => d.competencies.flatMap((c) => c.attributes)),
        ];
        expect(new Set(all).size).toBe(all.length);
        expect(assignLineageUuids(machineName, structuredClone(domains))).toEqual(ids);
      }),
    );
  });

  it('keeps a competency uuid across versions when its code is kept, whatever its domain or title', () => {
    const v2 = assignLineageUuids('iscb', [
      { title: 'All', competencies: [{ code: 'A', title: 'Old title', attributes: [{ title: 'Python' }] }] },
    ]);
    const v3 = assignLineageUuids('iscb', [
      { title: 'Other', competencies: [] },
      { title: 'New', competencies: [{ code: 'A', title: 'New title', attributes: [{ title: 'Python' }] }] },
    ]);
    expect(v3[1]?.competencies[0]?.uuid).toBe(v2[0]?.competencies[0]?.uuid);
    expect(v3[1]?.competencies[0]?.attributes[0]).toBe(v2[0]?.competencies[0]?.attributes[0]);
    expect(v3[1]?.uuid).not.toBe(v2[0]?.uuid);
  });

  it('keys an item without code by its path of titles, and honours explicit uuids', () => {
    const explicit = '0b8e6c1a-4a44-4c1e-9d8f-3f2f1f0e0a01';
    const [first] = assignLineageUuids('ritrain', [
      {
        title: 'D',
        competencies: [{ title: 'C', attributes: [{ title: 'X' }, { title: 'X', uuid: explicit }] }],
      },
    ]);
    const [again] = assignLineageUuids('ritrain', [
      { title: 'D', competencies: [{ title: 'C', attributes: [{ title: 'X' }] }] },
    ]);
    expect(again?.competencies[0]?.uuid).toBe(first?.competencies[0]?.uuid);
    expect(first?.competencies[0]?.attributes).toEqual([again?.competencies[0]?.attributes[0], explicit]);
    const [otherFramework] = assignLineageUuids('nhs', [{ title: 'D', competencies: [] }]);
    expect(otherFramework?.uuid).not.toBe(first?.uuid);
  });

  it('derives version, attribute type, expertise level and public item ids deterministically', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (machineName, a, b) => {
        fc.pre(a.trim().toLowerCase() !== b.trim().toLowerCase());
        expect(versionUuid(machineName, a)).not.toBe(versionUuid(machineName, b));
        expect(attributeTypeUuid(machineName, a)).not.toBe(attributeTypeUuid(machineName, b));
        expect(isNameBasedUuid(versionUuid(machineName, a))).toBe(true);
      }),
    );
    expect(versionUuid('iscb-3.0e1', 'E1')).toBe(versionUuid('iscb-3.0e1', 'e1'));
    expect(versionUuid('bioexcel', '1.0')).not.toBe(versionUuid('bioexcel', '1.1'));
    expect(expertiseLevelUuid('bioexcel', 0)).not.toBe(expertiseLevelUuid('bioexcel', 1));
    expect(attributeTypeUuid('bioexcel', 'knowledge')).not.toBe(expertiseLevelUuid('bioexcel', 1));
    const v = versionUuid('bioexcel', '1.0');
    const l = lineageUuid('bioexcel', 'competency', [{ code: 'A1', occurrence: 0 }]);
    expect(publicItemId(v, l)).toBe(publicItemId(v.toUpperCase(), l));
    expect(publicItemId(v, l)).not.toBe(publicItemId(versionUuid('bioexcel', '1.1'), l));
    expect(isNameBasedUuid(publicItemId(v, l))).toBe(true);
  });

  it('publishes these exact uuids (a change here changes every installation: never do it)', () => {
    expect(versionUuid('bioexcel', '1.0')).toBe('c4fa597b-21c2-5e29-8050-385c1d21c167');
    expect(lineageUuid('bioexcel', 'competency', [{ code: 'A1', occurrence: 0 }])).toBe(
      'd40caec3-62f0-543b-b2b6-a938e1bbd5fe',
    );
  });
});

describe('identity keys (each part of the name is pinned)', () => {
  it('publishes these exact uuids for every kind of id (never change them)', () => {
    expect(attributeTypeUuid('bioexcel', 'Knowledge')).toBe('8b84862f-e021-5818-ba75-303feea623d7');
    expect(expertiseLevelUuid('bioexcel', 2)).toBe('61be4652-4a26-535f-b031-193dc3d78eb1');
    expect(
      lineageUuid('bioexcel', 'attribute', [
        { title: 'Teams', occurrence: 0 },
        { title: 'Knows teams', occurrence: 1 },
      ]),
    ).toBe('3b8eee3e-32fe-56dc-9e7b-cf3e25fb829e');
    const competency = lineageUuid('bioexcel', 'competency', [{ code: 'A1', occurrence: 0 }]);
    expect(publicItemId(versionUuid('bioexcel', '1.0'), competency)).toBe(
      'a9bb1bb6-872d-5ea3-855f-65e9264fd1a5',
    );
    expect(publicDerivedId(['association', 'isChildOf', 1])).toBe('81dba582-5acc-5208-bc9a-a02de887e593');
    expect(versionUuid('iscb-3.0e1', 'e1')).toBe('b69a8d5d-0016-504f-9b20-c31be2772b47');
    // A version number is read without regard to case or surrounding spaces.
    expect(versionUuid('bioexcel', ' 1.0 ')).toBe(versionUuid('bioexcel', '1.0'));
    // A public item id is the same whatever the case of the lineage uuid.
    expect(publicItemId(versionUuid('bioexcel', '1.0'), competency.toUpperCase())).toBe(
      'a9bb1bb6-872d-5ea3-855f-65e9264fd1a5',
    );
  });

  it('keys domains by trimmed code, else title with its occurrence; competencies and attributes under them', () => {
    const tree = assignLineageUuids('bioexcel', [
      {
        code: ' A ',
        title: 'Generic',
        competencies: [
          { title: 'Teams', attributes: [{ title: 'Knows' }, { title: 'Knows' }] },
          { code: 'A1', title: 'X', attributes: [] },
        ],
      },
      { code: '  ', title: 'Generic', competencies: [] },
      { title: 'Generic', competencies: [] },
    ]);
    const domainKey = { code: 'A', occurrence: 0 };
    const teams = [domainKey, { title: 'Teams', occurrence: 0 }];
    expect(tree).toEqual([
      {
        uuid: lineageUuid('bioexcel', 'domain', [domainKey]),
        competencies: [
          {
            uuid: lineageUuid('bioexcel', 'competency', teams),
            attributes: [
              lineageUuid('bioexcel', 'attribute', [...teams, { title: 'Knows', occurrence: 0 }]),
              lineageUuid('bioexcel', 'attribute', [...teams, { title: 'Knows', occurrence: 1 }]),
            ],
          },
          { uuid: lineageUuid('bioexcel', 'competency', [{ code: 'A1', occurrence: 0 }]), attributes: [] },
        ],
      },
      { uuid: lineageUuid('bioexcel', 'domain', [{ title: 'Generic', occurrence: 0 }]), competencies: [] },
      { uuid: lineageUuid('bioexcel', 'domain', [{ title: 'Generic', occurrence: 1 }]), competencies: [] },
    ]);
    expect(tree[0]?.uuid).toBe('72284d97-5a05-5ee7-8d03-13bfbfb82829');
    expect(tree[0]?.competencies[0]?.attributes).toEqual([
      '09e8147a-60f5-5c23-8e20-8f5edfceae06',
      '7d57fa18-c4b0-5b5d-8594-ee833278a473',
    ]);
    // Explicit uuids win, lower-cased, at every level.
    const explicit = 'ABCDEF00-0000-4000-8000-00000000000';
    const [kept] = assignLineageUuids('bioexcel', [
      {
        uuid: `${explicit}1`,
        title: 'D',
        competencies: [
          { uuid: `${explicit}2`, title: 'C', attributes: [{ uuid: `${explicit}3`, title: 'A' }] },
        ],
      },
    ]);
    expect(kept).toEqual({
      uuid: `${explicit}1`.toLowerCase(),
      competencies: [{ uuid: `${explicit}2`.toLowerCase(), attributes: [`${explicit}3`.toLowerCase()] }],
    });
  });

  it('tells a name-based uuid from any other text', () => {
    expect(isNameBasedUuid(versionUuid('bioexcel', '1.0'))).toBe(true);
    expect(isNameBasedUuid('c47affaa-6390-4fe0-a751-69cd90d5ab9a')).toBe(false); // a v4 uuid
    expect(isNameBasedUuid('not a uuid')).toBe(false);
    expect(isNameBasedUuid('')).toBe(false);
  });
});
