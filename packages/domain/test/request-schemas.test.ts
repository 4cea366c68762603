/**
 * The managers' request schemas that had no unit test (docs/features/accounts-and-security.md §6): curation (domains, competencies,
 * attributes, order, release, framework metadata), training resources and the framework's publisher.
 * Each case is what a manager would see: a refused form with its message, or the value the server stores.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FRAMEWORK_CATEGORIES,
  MAX_BULK_ITEMS,
  MAX_TITLE_LENGTH,
  RESERVED_VERSION_NUMBERS,
} from '../src/constants/index.js';
import { CONTENT_TEXT_MESSAGES, contentTextProblem } from '../src/logic/content-text.js';
import {
  codeInputSchema,
  createDomainsRequestSchema,
  orderRequestSchema,
  releaseRequestSchema,
  splitLines,
  titleInputSchema,
  updateAttributeRequestSchema,
  updateCompetencyRequestSchema,
  updateDomainRequestSchema,
} from '../src/schemas/curation.js';
import {
  createFrameworkRequestSchema,
  frameworkMetadataRequestSchema,
} from '../src/schemas/curation-framework.js';
import { frameworkPublisherRequestSchema, publisherIdentityMissing } from '../src/schemas/publisher.js';
import { TRAINING_MESSAGES } from '../src/schemas/training/constants.js';
import { trainingResourceRequestSchema } from '../src/schemas/training/resources.js';

/** The messages of a refused value, or [] when it is accepted. */
function messages(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues ?? []).map((i) => i.message);
}

describe('curation requests', () => {
  it('splitLines keeps one trimmed title per non-blank line, in order, for \\n and \\r\\n', () => {
    expect(splitLines('  Data  \r\n\r\n Tools\n \nPeople ')).toEqual(['Data', 'Tools', 'People']);
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}[A-Za-z]$/), { maxLength: 8 }),
        (titles) => {
          expect(splitLines(titles.map((t) => ` ${t} `).join('\r\n\n'))).toEqual(titles);
        },
      ),
    );
  });

  it('a title is trimmed, required and at most the title limit', () => {
    expect(titleInputSchema.parse('  Programming  ')).toBe('Programming');
    expect(messages(titleInputSchema, '   ')).toEqual(['Enter a title']);
    expect(messages(titleInputSchema, 'x'.repeat(MAX_TITLE_LENGTH))).toEqual([]);
    expect(messages(titleInputSchema, 'x'.repeat(MAX_TITLE_LENGTH + 1))).toEqual([
      `Use at most ${MAX_TITLE_LENGTH} characters`,
    ]);
  });

  it("'Add domains' needs one line and takes at most the bulk limit", () => {
    expect(messages(createDomainsRequestSchema, { titles: [] })).toEqual(['Enter at least one line']);
    const many = Array.from({ length: MAX_BULK_ITEMS + 1 }, (_, i) => `Domain ${i}`);
    expect(messages(createDomainsRequestSchema, { titles: many.slice(1) })).toEqual([]);
    expect(messages(createDomainsRequestSchema, { titles: many })).toEqual([
      `Add at most ${MAX_BULK_ITEMS} at once`,
    ]);
  });

  it("a code is trimmed, '' clears it, and at most 32 characters", () => {
    expect(codeInputSchema.parse('  1.2 ')).toBe('1.2');
    expect(codeInputSchema.parse('   ')).toBe('');
    expect(messages(codeInputSchema, 'x'.repeat(33))).toEqual(['Use at most 32 characters']);
  });

  it('a code is plain text: markup is refused with the one text rule’s words', () => {
    expect(messages(codeInputSchema, '<b>A3</b>')).toEqual([CONTENT_TEXT_MESSAGES.markup]);
    expect(contentTextProblem('code', 'A3 <i>')).toBe(CONTENT_TEXT_MESSAGES.markup);
    expect(contentTextProblem('code', 'A3')).toBeNull();
    expect(contentTextProblem('title', 'a < b')).toBeNull();
  });

  it("an edit that changes nothing is refused ('Nothing to change'); any one field is enough", () => {
    expect(messages(updateDomainRequestSchema, {})).toEqual(['Nothing to change']);
    for (const change of [{ title: 'A' }, { archived: false }, { code: '' }]) {
      expect(messages(updateDomainRequestSchema, change)).toEqual([]);
    }
    for (const schema of [
      updateCompetencyRequestSchema,
      updateAttributeRequestSchema,
      frameworkMetadataRequestSchema,
    ]) {
      expect(messages(schema, {})).toEqual(['Nothing to change']);
    }
    // A form that leaves every field unset sends its keys without values: still nothing to change.
    for (const schema of [
      updateCompetencyRequestSchema,
      updateAttributeRequestSchema,
      frameworkMetadataRequestSchema,
    ]) {
      expect(messages(schema, { title: undefined })).toEqual(['Nothing to change']);
    }
    expect(messages(updateCompetencyRequestSchema, { position: 0 })).toEqual([]);
    expect(messages(updateAttributeRequestSchema, { archived: false })).toEqual([]);
    expect(messages(frameworkMetadataRequestSchema, { description: '' })).toEqual([]);
  });

  it("'Change order' accepts any order of distinct ids and refuses an id given twice", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 50 }),
        (ids) => {
          expect(orderRequestSchema.parse({ ids }).ids).toEqual(ids);
          expect(messages(orderRequestSchema, { ids: [...ids, ids[0]] })).toEqual([
            'Each id may appear once',
          ]);
        },
      ),
    );
  });

  it('a release needs a version number that is not a reserved word (in any case) and release notes', () => {
    const ok = { version: ' 2.0 ', releaseNotes: ' First release ' };
    expect(releaseRequestSchema.parse(ok)).toEqual({ version: '2.0', releaseNotes: 'First release' });
    for (const word of RESERVED_VERSION_NUMBERS) {
      expect(messages(releaseRequestSchema, { ...ok, version: word.toUpperCase() })).toEqual([
        'This word is reserved; choose a version number',
      ]);
    }
    expect(messages(releaseRequestSchema, { ...ok, version: '-1' })).toEqual([
      'Use letters, digits, dots, dashes or underscores',
    ]);
    expect(messages(releaseRequestSchema, { ...ok, releaseNotes: '  ' })).toEqual(['Enter release notes']);
  });

  it('a new framework defaults to CC BY 4.0 and refuses an address segment with capitals', () => {
    const fw = { machineName: ' my-fw ', title: 'My framework', category: FRAMEWORK_CATEGORIES[0] };
    expect(createFrameworkRequestSchema.parse(fw)).toMatchObject({
      machineName: 'my-fw',
      licence: 'CC BY 4.0',
      description: '',
    });
    expect(messages(createFrameworkRequestSchema, { ...fw, machineName: 'My-FW' })).toContain(
      'Lower-case letters, digits, dots, dashes; at most 56 characters',
    );
  });
});

describe('training resource requests', () => {
  const base = { title: 'Intro to Git', url: 'https://example.org/git' };

  it('needs a title and an http(s) URL, and fills the defaults', () => {
    expect(trainingResourceRequestSchema.parse(base)).toMatchObject({
      type: 'Online',
      startDate: null,
      endDate: null,
      keywords: [],
      tess: null,
      description: '',
    });
    expect(messages(trainingResourceRequestSchema, { ...base, title: ' ' })).toEqual([
      TRAINING_MESSAGES.title,
    ]);
    expect(messages(trainingResourceRequestSchema, { ...base, url: ' ' })).toContain(TRAINING_MESSAGES.url);
    for (const url of [
      'ftp://example.org',
      'javascript:alert(1)',
      'example.org',
      'https://exa mple.org',
      'see https://example.org',
    ]) {
      expect(messages(trainingResourceRequestSchema, { ...base, url })).toEqual([
        TRAINING_MESSAGES.urlScheme,
      ]);
    }
    expect(messages(trainingResourceRequestSchema, { ...base, url: 'HTTP://EXAMPLE.ORG' })).toEqual([]);
  });

  it("refuses a start after the end ('Incorrect dates', on the end date) and accepts any other pair", () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [startDate, endDate] = [a, b].map((d) => d.toISOString().slice(0, 10));
        const result = trainingResourceRequestSchema.safeParse({ ...base, startDate, endDate });
        expect(result.success).toBe((startDate as string) <= (endDate as string));
        if (!result.success) {
          expect(result.error.issues).toEqual([
            expect.objectContaining({ message: TRAINING_MESSAGES.dates, path: ['endDate'] }),
          ]);
        }
      }),
    );
    expect(messages(trainingResourceRequestSchema, { ...base, startDate: '2024-05-01' })).toEqual([]);
    expect(messages(trainingResourceRequestSchema, { ...base, endDate: '2024-05-01' })).toEqual([]);
  });

  it('a TeSS id is digits only', () => {
    const tess = { id: '123', contentProvider: 'ELIXIR', category: 'event' };
    const withTess = (id: string) =>
      trainingResourceRequestSchema.safeParse({ ...base, tess: { ...tess, id } });
    expect(withTess('123').success).toBe(true);
    expect(withTess('12a').success).toBe(false);
  });
});

describe('the framework publisher', () => {
  it('takes a blank address or an http(s) address with a dotted host, trimmed', () => {
    expect(frameworkPublisherRequestSchema.parse({ name: ' EMBL ' })).toEqual({
      name: 'EMBL',
      url: '',
      ctid: '',
    });
    for (const url of ['', 'https://www.embl.org', 'http://elixir-europe.org/about']) {
      expect(frameworkPublisherRequestSchema.parse({ name: 'EMBL', url: ` ${url} ` }).url).toBe(url);
    }
    for (const url of [
      'www.embl.org',
      'https://localhost',
      'ftp://embl.org',
      'https://embl org.org',
      'see https://embl.org',
      'https://embl.org and more',
    ]) {
      expect(messages(frameworkPublisherRequestSchema, { name: 'EMBL', url })).toEqual([
        'Enter a web address starting with https:// (or leave it empty)',
      ]);
    }
  });

  it('takes a blank CTID or ce- and a UUID (lower-cased, trimmed), and says what is missing for the registry', () => {
    const ctid = 'ce-0f2d8e1a-7c1b-4c0e-9a55-2b8f3c1d4e5f';
    expect(
      frameworkPublisherRequestSchema.parse({
        name: 'EMBL',
        ctid: ` ${ctid.toUpperCase().replace('CE-', 'ce-')} `,
      }).ctid,
    ).toBe(ctid);
    for (const bad of [
      '0f2d8e1a-7c1b-4c0e-9a55-2b8f3c1d4e5f',
      'ce-embl',
      `${ctid}x`,
      `https://credentialengineregistry.org/resources/${ctid}`,
    ]) {
      expect(messages(frameworkPublisherRequestSchema, { name: 'EMBL', ctid: bad }), bad).toEqual([
        'Enter a CTID: ce- followed by a UUID, as the Credential Registry shows it (or leave it empty)',
      ]);
    }
    expect(publisherIdentityMissing({ url: null, ctid: null })).toEqual(['CTID', 'web page']);
    expect(publisherIdentityMissing({ url: 'https://www.embl.org', ctid: null })).toEqual([]);
    expect(publisherIdentityMissing({ url: null, ctid })).toEqual([]);
  });
});
