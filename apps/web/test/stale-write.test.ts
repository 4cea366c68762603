import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import * as conflict from '../src/lib/conflict';
import { compareFields, sendBasedOn, showValue, theirsKept } from '../src/lib/stale-write';

const stale = (etag: string, current: unknown) =>
  new ApiError(409, 'This pathway was changed by alice since you opened it', 'CONFLICT', undefined, {
    etag,
    current,
    changedBy: 'alice',
    changedAt: '2026-11-25T10:00:00.000Z',
  });

afterEach(() => vi.restoreAllMocks());

describe('sendBasedOn', () => {
  it("'Keep mine' sends the write again on the current ETag and shows both values", async () => {
    const ask = vi.spyOn(conflict, 'askConflict').mockResolvedValue('mine');
    const send = vi
      .fn<(ifMatch: string | undefined) => Promise<string>>()
      .mockRejectedValueOnce(stale('"r7"', { title: 'Theirs' }))
      .mockResolvedValueOnce('saved');
    const result = await sendBasedOn(send, '"r5"', (current) =>
      compareFields({ title: 'Title' }, { title: 'Mine' }, current),
    );
    expect(result).toBe('saved');
    expect(send.mock.calls).toEqual([['"r5"'], ['"r7"']]);
    expect(ask).toHaveBeenCalledWith(
      expect.objectContaining({
        changedBy: 'alice',
        fields: [{ label: 'Title', mine: 'Mine', theirs: 'Theirs' }],
      }),
    );
  });

  it("'Take theirs' sends nothing more; closing the dialog fails the save with the server's reason", async () => {
    vi.spyOn(conflict, 'askConflict').mockResolvedValueOnce('theirs').mockResolvedValueOnce('cancel');
    const send = vi.fn().mockRejectedValue(stale('"r2"', {}));
    expect(theirsKept(await sendBasedOn(send, '"r1"', () => []))).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    await expect(sendBasedOn(send, '"r1"', () => [])).rejects.toThrow('changed by alice');
  });

  it('other failures are not questions', async () => {
    const ask = vi.spyOn(conflict, 'askConflict');
    const send = vi.fn().mockRejectedValue(new ApiError(400, 'Enter a title'));
    await expect(sendBasedOn(send, undefined, () => [])).rejects.toThrow('Enter a title');
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('compareFields and showValue', () => {
  it('lists only the fields that differ, as text', () => {
    expect(
      compareFields(
        { title: 'Title', description: 'Description', published: 'Published', steps: 'Steps' },
        { title: 'Same', description: '<p>Mine &amp; ours</p>', published: true, steps: ['A', 'B'] },
        { title: 'Same', description: '', published: false, steps: [{ title: 'B' }] },
      ),
    ).toEqual([
      { label: 'Description', mine: 'Mine & ours', theirs: '—' },
      { label: 'Published', mine: 'Yes', theirs: 'No' },
      { label: 'Steps', mine: '1. A\n2. B', theirs: '1. B' },
    ]);
  });

  it('lists every field when none differs, so the dialog is never empty', () => {
    expect(compareFields({ title: 'Title' }, { title: 'Same' }, { title: 'Same' })).toHaveLength(1);
    expect(showValue(null)).toBe('—');
  });
});
