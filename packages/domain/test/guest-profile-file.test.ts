/**
 * A saved guest profile file whose attribute ids and uuids differ in length is refused with a clear
 * message naming where (docs/features/accounts-and-security.md §6), through the same function the 'Open a saved profile' screen uses.
 */
import { describe, expect, it } from 'vitest';
import { parseGuestProfileFile } from '../src/schemas/guest-profile.js';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const file = (attributes: string[], attributeUuids: string[]) =>
  JSON.stringify({
    frameworkName: 'iscb-3.0e1',
    frameworkId: 'iscb-3.0e1',
    versionNumber: 'e1',
    title: 'Ada',
    job_title: 'Analyst',
    age: '',
    gender: 'Female',
    qualification_background: '',
    current_role: '',
    additional_information: '',
    image: [],
    profile_mapping: [
      {
        competency: '5',
        expertise: '12',
        attributes,
        competencyUuid: uuid(5),
        attributeUuids,
        ratingLevel: 2,
      },
    ],
  });

describe('parseGuestProfileFile', () => {
  it('opens a file whose attribute ids and uuids pair up', () => {
    expect(parseGuestProfileFile(file(['50', '51'], [uuid(50), uuid(51)])).ok).toBe(true);
  });

  it('refuses more ids than uuids, and more uuids than ids, saying where and why', () => {
    for (const [ids, uuids] of [
      [['50', '51'], [uuid(50)]],
      [['50'], [uuid(50), uuid(51)]],
    ] as const) {
      const result = parseGuestProfileFile(file([...ids], [...uuids]));
      expect(result).toEqual({
        ok: false,
        message:
          'This file is not a valid saved profile (profile_mapping.0.attributeUuids): attributes and attributeUuids must have the same length.',
      });
    }
  });
});
