import { PROFILE_MESSAGES, type ProfileDownloadData, type ReferenceProfile } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import {
  downloadMapping,
  EMPTY_PROFILE_FORM,
  imageProblem,
  mappableDomains,
  mediaIdFromUrl,
  profileToFormValues,
  routeId,
  toProfileRequest,
  validateAge,
  validateJobTitle,
  validateName,
  withDownloadMapping,
} from '../src/features/profile-curation/logic';

describe('reference profile form checks (spec §5, manager messages)', () => {
  it('needs a name of 2 and a job title of 3 characters after trimming', () => {
    expect(validateName(' A ')).toBe(PROFILE_MESSAGES.nameManager);
    expect(validateName('Al')).toBeNull();
    expect(validateJobTitle('QA ')).toBe(PROFILE_MESSAGES.jobTitleManager);
    expect(validateJobTitle('Dev')).toBeNull();
    expect(validateAge('')).toBeNull();
    expect(validateAge(-1)).not.toBeNull();
    expect(validateAge(34)).toBeNull();
  });

  it('accepts JPG and PNG images up to 2,097,152 bytes only', () => {
    expect(imageProblem({ type: 'image/png', size: 2_097_152 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 2_097_153 })).toBe(
      'Image size should not be more than 2 MB',
    );
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('Only JPG or PNG images are allowed');
  });

  it('turns the form into the API body and a stored profile back into the form', () => {
    const body = toProfileRequest({ ...EMPTY_PROFILE_FORM, title: ' Alex ', jobTitle: ' Analyst ' }, 4);
    expect(body).toMatchObject({
      title: 'Alex',
      jobTitle: 'Analyst',
      age: null,
      seniorityLevel: null,
      imageId: 4,
    });
    expect(body.publishingStatus).toBe('Draft');
    const profile = {
      ...body,
      age: 40,
      seniorityLevel: 'mid_level',
      publishingStatus: 'Live',
    } as ReferenceProfile;
    expect(profileToFormValues(profile)).toMatchObject({
      age: 40,
      seniorityLevel: 'mid_level',
      publishingStatus: 'Live',
    });
  });

  it("reads the media id of the API's image URLs and refuses bad route ids", () => {
    expect(mediaIdFromUrl('/api/v1/media/12')).toBe(12);
    expect(mediaIdFromUrl('https://example.org/a.png')).toBeNull();
    expect(mediaIdFromUrl(null)).toBeNull();
    expect(routeId('15')).toBe(15);
    expect(routeId('0')).toBeNull();
    expect(routeId('1e3')).toBeNull();
    expect(routeId('99999999999')).toBeNull();
  });
});

describe('mapping of the download record and the mappable domains', () => {
  const record = {
    mapping: [
      { competency_id: 1, expertise_id: 11, expertise: 1 },
      { competency_id: 2, expertise_id: 10, expertise: 0 },
    ],
    mappingAttributes: [{ attribute_id: 101, competency_id: 1 }],
  } as ProfileDownloadData;

  it('round-trips the mapping with each level rating, leaving out Not applicable', () => {
    const state = downloadMapping(record);
    expect(state).toEqual({ 1: { expertiseLevelId: 11, attributeIds: [101] } });
    const next = withDownloadMapping(
      record,
      { ...state, 3: { expertiseLevelId: 13, attributeIds: [301, 302] } },
      (id) => id - 10,
    );
    expect(next.mapping).toEqual([
      { competency_id: 1, expertise_id: 11, expertise: 1 },
      { competency_id: 3, expertise_id: 13, expertise: 3 },
    ]);
    expect(next.mappingAttributes).toHaveLength(3);
  });

  it('lists core domains first and drops archived domains, competencies and attributes', () => {
    const attribute = (id: number, archived = false) => ({
      id,
      title: `A${id}`,
      type: 'Knowledge',
      archived,
    });
    const domains = mappableDomains({
      coreDomains: [
        {
          id: 1,
          title: 'Core',
          archived: false,
          competencies: [
            { id: 11, title: 'C11', archived: false, attributes: [attribute(111), attribute(112, true)] },
            { id: 12, title: 'C12', archived: true, attributes: [] },
          ],
        },
      ],
      domains: [
        {
          id: 2,
          title: 'Own',
          archived: false,
          competencies: [{ id: 21, title: 'C21', archived: false, attributes: [] }],
        },
        {
          id: 3,
          title: 'Gone',
          archived: true,
          competencies: [{ id: 31, title: 'C31', archived: false, attributes: [] }],
        },
        { id: 4, title: 'Empty', archived: false, competencies: [] },
      ],
    });
    expect(domains.map((d) => d.title)).toEqual(['Core', 'Own']);
    expect(domains[0]?.competencies).toEqual([
      { id: 11, title: 'C11', attributes: [{ id: 111, title: 'A111', type: 'Knowledge' }] },
    ]);
  });
});
