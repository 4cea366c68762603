/** Public identifiers of released content (docs/features/browsing.md §12; docs/features/accounts-and-security.md §6 mutation testing). */
import { describe, expect, it } from 'vitest';
import { publicItemId } from '../src/logic/identity.js';
import {
  caseDocumentUri,
  caseItemUri,
  itemPublicId,
  trimBase,
  versionPublicId,
} from '../src/logic/public-ids.js';

const VERSION = 'ABCDEF00-0000-5000-8000-000000000001';
const ITEM = 'ABCDEF00-0000-5000-8000-000000000002';

describe('public ids', () => {
  it('trims every trailing slash of the base and only those', () => {
    expect(trimBase('https://hub.example.org/hub///')).toBe('https://hub.example.org/hub');
    expect(trimBase('https://hub.example.org')).toBe('https://hub.example.org');
    expect(trimBase('https://hub.example.org//x/')).toBe('https://hub.example.org//x');
  });

  it('builds lower-case @ids and CASE URIs under the base', () => {
    const base = 'https://hub.example.org/hub/';
    expect(versionPublicId(base, VERSION)).toBe(
      'https://hub.example.org/hub/id/abcdef00-0000-5000-8000-000000000001',
    );
    expect(itemPublicId(base, VERSION, ITEM)).toBe(
      'https://hub.example.org/hub/id/abcdef00-0000-5000-8000-000000000001/abcdef00-0000-5000-8000-000000000002',
    );
    expect(caseDocumentUri(base, VERSION)).toBe(
      'https://hub.example.org/hub/ims/case/v1p1/CFDocuments/abcdef00-0000-5000-8000-000000000001',
    );
    expect(caseItemUri(base, VERSION, ITEM)).toBe(
      `https://hub.example.org/hub/ims/case/v1p1/CFItems/${publicItemId(VERSION, ITEM)}`,
    );
  });
});
