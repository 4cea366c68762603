import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sourceDetailsOf } from '../src/logic/source-details.js';

/** A description of the shipped BioExcel knowledge base as it is stored (nid 938). */
const METADATA =
  '<p><strong>Type detail: </strong>Lecture, <strong> Provider: </strong> WeNMR Youtube, <strong> Provider URL: </strong> https://www.youtube.com/user/WeNMRchannel, <strong> BioExcel Partner:</strong> External</p>\r\n';

describe('sourceDetailsOf', () => {
  it("reads the dataset's metadata as fields", () => {
    expect(sourceDetailsOf(METADATA)).toEqual([
      { label: 'Type detail', value: 'Lecture' },
      { label: 'Provider', value: 'WeNMR Youtube' },
      { label: 'Provider URL', value: 'https://www.youtube.com/user/WeNMRchannel' },
      { label: 'BioExcel Partner', value: 'External' },
    ]);
  });
  it('keeps a comma inside a value', () => {
    const html =
      '<p><strong>Type detail: </strong>Classes, <strong> Provider: </strong> City, University of London, <strong> BioExcel Partner:</strong> External</p>';
    expect(sourceDetailsOf(html)?.[1]).toEqual({ label: 'Provider', value: 'City, University of London' });
  });
  it('is null for a real description, empty text, or metadata with other text', () => {
    expect(sourceDetailsOf('<p>A course on <strong>docking</strong>.</p>')).toBeNull();
    expect(sourceDetailsOf('')).toBeNull();
    expect(sourceDetailsOf(`${METADATA}<p>Learn HADDOCK.</p>`)).toBeNull();
    expect(sourceDetailsOf('<p>Intro. <strong>Provider:</strong> EMBL-EBI</p>')).toBeNull();
    expect(sourceDetailsOf('<p><strong>Speaker:</strong> Ada</p>')).toBeNull();
  });
  it('never takes a text without a known label for metadata', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/Type detail|Provider|BioExcel Partner/.test(text));
        expect(sourceDetailsOf(`<p>${text}</p>`)).toBeNull();
      }),
    );
  });
});
