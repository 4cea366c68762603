import { describe, expect, it } from 'vitest';
import {
  mappingFromEntries,
  mappingItems,
  selectLevel,
  toggleAttribute,
} from '../src/logic/profile-mapping.js';
import { profileDownloadDataSchema } from '../src/schemas/profile-download.js';

const NOT_APPLICABLE = { id: 10, ratingLevel: 0 };
const LEVEL_1 = { id: 11, ratingLevel: 1 };
const LEVEL_3 = { id: 13, ratingLevel: 3 };

describe('profile mapping rules (spec §4)', () => {
  it('choosing a level maps the competency and ticks all its attributes', () => {
    const state = selectLevel({}, 5, [51, 52, 53], LEVEL_1);
    expect(state).toEqual({ 5: { expertiseLevelId: 11, attributeIds: [51, 52, 53] } });
  });

  it('choosing another level updates the level and ticks every attribute again', () => {
    const start = toggleAttribute(selectLevel({}, 5, [51, 52], LEVEL_1), 5, 52, false);
    expect(start[5]?.attributeIds).toEqual([51]);
    expect(selectLevel(start, 5, [51, 52], LEVEL_3)).toEqual({
      5: { expertiseLevelId: 13, attributeIds: [51, 52] },
    });
  });

  it("'Not applicable' removes the competency and its attributes; the input is not changed", () => {
    const start = selectLevel(selectLevel({}, 5, [51], LEVEL_1), 6, [61], LEVEL_3);
    const next = selectLevel(start, 5, [51], NOT_APPLICABLE);
    expect(next).toEqual({ 6: { expertiseLevelId: 13, attributeIds: [61] } });
    expect(start[5]).toBeDefined();
    expect(selectLevel(next, 6, [61], null)).toEqual({});
  });

  it('unticking and ticking an attribute of a mapped competency; an unmapped one stays untouched', () => {
    const state = selectLevel({}, 5, [51, 52], LEVEL_1);
    const unticked = toggleAttribute(state, 5, 51, false);
    expect(unticked[5]?.attributeIds).toEqual([52]);
    expect(toggleAttribute(unticked, 5, 51, true)[5]?.attributeIds).toEqual([52, 51]);
    expect(toggleAttribute(state, 9, 91, true)).toBe(state);
  });

  it('reads stored entries (leaving out rating 0) and writes request items in competency order', () => {
    const state = mappingFromEntries([
      { competencyId: 8, expertiseLevelId: 13, attributeIds: [81], ratingLevel: 3 },
      { competencyId: 2, expertiseLevelId: 11, attributeIds: [] },
      { competencyId: 4, expertiseLevelId: 10, attributeIds: [41], ratingLevel: 0 },
    ]);
    expect(mappingItems(state)).toEqual([
      { competencyId: 2, expertiseLevelId: 11, attributeIds: [] },
      { competencyId: 8, expertiseLevelId: 13, attributeIds: [81] },
    ]);
  });
});

describe('ProfileDownloadData schema', () => {
  const record = {
    title: 'Alex',
    frameworkName: 'iscb',
    frameworkTitle: 'ISCB',
    versionNumber: '3.0',
    age: 30,
    gender: 'Prefernottosay',
    seniorityLevel: null,
    jobTitle: 'Data analyst',
    qualification: '<p>MSc</p>',
    currentRole: '',
    additionalInfo: '',
    selectedFile: 'me.png',
    selectedFileData: { src: 'data:image/png;base64,iVBORw0KGgo=', width: 10, height: 10 },
    mapping: [{ competency_id: 1, expertise_id: 2, expertise: 1 }],
    mappingAttributes: [{ attribute_id: 3, competency_id: 1 }],
  };

  it('accepts a complete record', () => {
    expect(profileDownloadDataSchema.safeParse(record).success).toBe(true);
  });

  it('refuses an image that is not a PNG or JPEG data URL', () => {
    const bad = { ...record, selectedFileData: { src: 'javascript:alert(1)', width: 1, height: 1 } };
    expect(profileDownloadDataSchema.safeParse(bad).success).toBe(false);
    const svg = {
      ...record,
      selectedFileData: { src: 'data:image/svg+xml;base64,PHN2Zz4=', width: 1, height: 1 },
    };
    expect(profileDownloadDataSchema.safeParse(svg).success).toBe(false);
  });
});
