import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64DecodedLength, detectImageType } from '../src/logic/image-type.js';
import {
  highestRating,
  legendLevels,
  levelOptionLabel,
  proficiencyLabel,
  proficiencyPercent,
} from '../src/logic/proficiency.js';
import {
  type GuestProfile,
  guestProfileSchema,
  parseGuestProfileFile,
  reconcileGuestMapping,
} from '../src/schemas/guest-profile.js';

const levels = [
  { id: 10, title: 'Not applicable', ratingLevel: 0 },
  { id: 11, title: 'Awareness', ratingLevel: 1 },
  { id: 12, title: 'Working knowledge', ratingLevel: 2 },
  { id: 13, title: 'Specialist knowledge', ratingLevel: 3 },
];

describe('proficiency bar and labels (spec §2 Profiles, §9)', () => {
  it('bar width equals the spec formula 100 / ((levels - 1) / rating) for levels 0..n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (n, r) => {
        const rating = Math.min(r, n);
        const spec = 100 / ((n + 1 - 1) / rating);
        expect(proficiencyPercent(rating, n)).toBeCloseTo(spec, 10);
      }),
    );
  });

  it('bar width stays within 0-100 and grows with the rating', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 30 }),
        fc.integer({ min: -5, max: 30 }),
        fc.integer({ min: 1, max: 25 }),
        (a, b, max) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const pLow = proficiencyPercent(low, max);
          const pHigh = proficiencyPercent(high, max);
          expect(pLow).toBeGreaterThanOrEqual(0);
          expect(pHigh).toBeLessThanOrEqual(100);
          expect(pLow).toBeLessThanOrEqual(pHigh);
        },
      ),
    );
  });

  it('a framework without levels draws empty bars', () => {
    expect(proficiencyPercent(2, highestRating([]))).toBe(0);
    expect(highestRating(levels)).toBe(3);
    expect(proficiencyPercent(2, 3)).toBeCloseTo(66.667, 2);
  });

  it("labels rating n as 'Level: n' and rating 0 or none as 'Not applicable'", () => {
    expect(proficiencyLabel(2)).toBe('Level: 2');
    expect(proficiencyLabel(0)).toBe('Not applicable');
    expect(proficiencyLabel(undefined)).toBe('Not applicable');
  });

  it("leaves 'Not applicable' out of the legend and orders it by rating", () => {
    const shuffled = [levels[3], levels[0], levels[1], levels[2]].filter((l) => l !== undefined);
    expect(legendLevels(shuffled).map((l) => l.title)).toEqual([
      'Awareness',
      'Working knowledge',
      'Specialist knowledge',
    ]);
  });

  it("offers 'Level n: title' and 'Not applicable' in 'Select a scale'", () => {
    expect(levels.map(levelOptionLabel)).toEqual([
      'Not applicable',
      'Level 1: Awareness',
      'Level 2: Working knowledge',
      'Level 3: Specialist knowledge',
    ]);
    expect(levelOptionLabel({ title: 'Level 3 (most advanced)', ratingLevel: 3 })).toBe(
      'Level 3 (most advanced)',
    );
  });

  it("keeps 'Level n: title' when the title starts with another level's number (one label for visitors and managers)", () => {
    // The managers' mapping form had its own copy that read 'Level 10 experts' as already prefixed
    // 'Level 1' and dropped the prefix (ADR 0036).
    expect(levelOptionLabel({ title: 'Level 10 experts', ratingLevel: 1 })).toBe('Level 1: Level 10 experts');
    expect(levelOptionLabel({ title: 'level 2', ratingLevel: 2 })).toBe('level 2');
    expect(levelOptionLabel({ title: '  Expert  ', ratingLevel: 4 })).toBe('Level 4: Expert');
    expect(levelOptionLabel({ title: 'Not Applicable', ratingLevel: 0 })).toBe('Not applicable');
  });
});

describe('image type by content', () => {
  it('recognises PNG and JPEG signatures and nothing else', () => {
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(new TextEncoder().encode('<script>alert(1)</script>'))).toBeNull();
    expect(detectImageType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });

  it('computes the decoded length of base64 text', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(base64DecodedLength(Buffer.from(bytes).toString('base64'))).toBe(bytes.length);
      }),
    );
  });
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

const profile = (over: Partial<GuestProfile> = {}): GuestProfile => ({
  frameworkName: 'iscb-3.0e1',
  frameworkId: 'iscb-3.0e1',
  versionNumber: 'e1',
  title: 'Ada',
  job_title: 'Analyst',
  age: '34',
  gender: 'Female',
  qualification_background: 'MSc',
  current_role: 'Runs pipelines',
  additional_information: '',
  image: [{ url: PNG }],
  profile_mapping: [
    {
      competency: '5',
      expertise: '12',
      attributes: ['50', '51'],
      competencyUuid: uuid(5),
      attributeUuids: [uuid(50), uuid(51)],
      ratingLevel: 2,
    },
  ],
  ...over,
});

describe('guest profile schema (spec §3, §5)', () => {
  it('accepts a complete profile', () => {
    expect(guestProfileSchema.safeParse(profile()).success).toBe(true);
  });

  it("refuses a short name and job title with the guest form's messages", () => {
    const result = guestProfileSchema.safeParse(profile({ title: 'A', job_title: 'QA' }));
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('Must be at least 2 characters long');
    expect(messages).toContain('Must be at least 3 characters long');
  });

  it('refuses an image whose bytes are not what its data URL claims', () => {
    const script = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    const result = guestProfileSchema.safeParse(profile({ image: [{ url: script }] }));
    expect(result.error?.issues[0]?.message).toBe('Only JPG or PNG images are allowed');
  });

  it('refuses an image larger than 2 MB', () => {
    const big = Buffer.alloc(2_097_153);
    big.set([0xff, 0xd8, 0xff]);
    const result = guestProfileSchema.safeParse(
      profile({ image: [{ url: `data:image/jpeg;base64,${big.toString('base64')}` }] }),
    );
    expect(result.error?.issues[0]?.message).toBe('Image size should not be more than 2 MB');
  });

  it('refuses a competency mapped twice and ids that are not digit strings', () => {
    const [entry] = profile().profile_mapping;
    if (!entry) throw new Error('fixture');
    expect(guestProfileSchema.safeParse(profile({ profile_mapping: [entry, entry] })).success).toBe(false);
    expect(
      guestProfileSchema.safeParse(profile({ profile_mapping: [{ ...entry, competency: '5; DROP' }] }))
        .success,
    ).toBe(false);
  });
});

describe('reconcileGuestMapping: a stored profile survives a re-seed', () => {
  const reseeded = {
    competencies: [{ id: 905, uuid: uuid(5), attributes: [{ id: 951, uuid: uuid(51) }] }],
    expertiseLevels: [
      { id: 100, ratingLevel: 0 },
      { id: 102, ratingLevel: 2 },
    ],
  };

  it('moves ids to the competency, attribute and level with the same uuid and rating', () => {
    expect(reconcileGuestMapping(profile().profile_mapping, reseeded)).toEqual([
      {
        competency: '905',
        expertise: '102',
        attributes: ['951'],
        competencyUuid: uuid(5),
        attributeUuids: [uuid(51)],
        ratingLevel: 2,
      },
    ]);
  });

  it('drops entries whose competency or rating no longer exists', () => {
    expect(reconcileGuestMapping(profile().profile_mapping, { ...reseeded, competencies: [] })).toEqual([]);
    expect(reconcileGuestMapping(profile().profile_mapping, { ...reseeded, expertiseLevels: [] })).toEqual(
      [],
    );
  });

  it('is the identity on a mapping made against the current content', () => {
    const current = {
      competencies: [{ id: 5, uuid: uuid(5), attributes: [50, 51].map((id) => ({ id, uuid: uuid(id) })) }],
      expertiseLevels: levels,
    };
    const mapping = profile().profile_mapping;
    expect(reconcileGuestMapping(mapping, current)).toEqual(mapping);
  });
});

describe("'Open from file'", () => {
  it('restores a saved profile, bare or in the store envelope', () => {
    const saved = profile();
    expect(parseGuestProfileFile(JSON.stringify(saved))).toEqual({ ok: true, profile: saved });
    expect(parseGuestProfileFile(JSON.stringify({ version: 1, data: saved }))).toEqual({
      ok: true,
      profile: saved,
    });
  });

  it('explains what is wrong with a bad file', () => {
    expect(parseGuestProfileFile('not json')).toEqual({
      ok: false,
      message: 'This file is not a saved profile: it is not JSON.',
    });
    const result = parseGuestProfileFile(JSON.stringify({ ...profile(), title: 'A' }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('(title): Must be at least 2 characters long');
  });
});
