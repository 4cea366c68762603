// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BANNER_DISMISSED_KEY, bannerDismissedStore, createStore } from '../src/lib/storage';

const KEY = 'testProfile';
const profileV2 = z.object({
  title: z.string(),
  competencies: z.array(z.object({ id: z.string(), uuid: z.string() })),
});

/** A version-2 store whose version 1 kept competency ids only (uuid added in version 2). */
function profileStore() {
  return createStore({
    key: KEY,
    schema: profileV2,
    version: 2,
    migrate: (data, fromVersion) => {
      if (fromVersion !== 1) throw new Error('cannot migrate');
      const old = data as { title: string; competencyIds: string[] };
      return { title: old.title, competencies: old.competencyIds.map((id) => ({ id, uuid: `uuid-${id}` })) };
    },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  profileStore().remove();
  bannerDismissedStore.remove();
});

describe('createStore', () => {
  it('writes { version, data } and reads the value back', () => {
    const store = profileStore();
    const value = { title: 'Mine', competencies: [{ id: '7', uuid: 'u-7' }] };
    expect(store.write(value)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '')).toEqual({ version: 2, data: value });
    expect(store.read()).toEqual(value);
  });

  it('reads null when the value is missing, not JSON, of the wrong shape or of a newer version', () => {
    const store = profileStore();
    expect(store.read()).toBeNull();
    window.localStorage.setItem(KEY, '{not json');
    expect(store.read()).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ version: 2, data: { title: 3 } }));
    expect(store.read()).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ version: 3, data: { title: 'x', competencies: [] } }));
    expect(store.read()).toBeNull();
  });

  it('migrates a value stored by an older version', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ version: 1, data: { title: 'Old', competencyIds: ['4'] } }),
    );
    expect(profileStore().read()).toEqual({ title: 'Old', competencies: [{ id: '4', uuid: 'uuid-4' }] });
  });

  it('reads null when the migration throws or returns the wrong shape', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ version: 0, data: {} }));
    expect(profileStore().read()).toBeNull();
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ version: 1, data: { title: 'Old', competencyIds: [] } }),
    );
    const broken = createStore({ key: KEY, schema: profileV2, version: 2, migrate: () => ({ title: 1 }) });
    expect(broken.read()).toBeNull();
    const noMigration = createStore({ key: KEY, schema: profileV2, version: 2 });
    expect(noMigration.read()).toBeNull();
  });

  it('returns the same object while the stored text is unchanged', () => {
    const store = profileStore();
    store.write({ title: 'Same', competencies: [] });
    expect(store.read()).toBe(store.read());
  });

  it('rejects a write that does not match the schema', () => {
    const store = profileStore();
    expect(() => store.write({ title: 5 } as never)).toThrow();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('notifies subscribers in this tab on write and remove, until they unsubscribe', () => {
    const store = profileStore();
    const otherStoreOfKey = profileStore();
    const listener = vi.fn();
    const unsubscribe = otherStoreOfKey.subscribe(listener);
    store.write({ title: 'A', competencies: [] });
    store.remove();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(otherStoreOfKey.read()).toBeNull();
    unsubscribe();
    store.write({ title: 'B', competencies: [] });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("follows another tab's change through the storage event, ignoring other keys", () => {
    const store = profileStore();
    const listener = vi.fn();
    store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse', newValue: 'x' }));
    expect(listener).not.toHaveBeenCalled();
    const value = { title: 'From another tab', competencies: [] };
    window.localStorage.setItem(KEY, JSON.stringify({ version: 2, data: value }));
    window.dispatchEvent(
      new StorageEvent('storage', { key: KEY, newValue: window.localStorage.getItem(KEY) }),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.read()).toEqual(value);
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.read()).toBeNull();
  });

  it('keeps a write for this page view when storage refuses it', () => {
    const store = profileStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const value = { title: 'Unsaved', competencies: [] };
    expect(store.write(value)).toBe(false);
    expect(store.read()).toEqual(value);
  });

  it('refuses a version that is not a positive integer', () => {
    expect(() => createStore({ key: KEY, schema: profileV2, version: 0 })).toThrow(RangeError);
  });
});

describe('bannerDismissedStore', () => {
  it("still reads the plain 'true' stored before the versioned store", () => {
    window.localStorage.setItem(BANNER_DISMISSED_KEY, 'true');
    expect(bannerDismissedStore.read()).toBe(true);
  });

  it('stores a dismissal as version 1', () => {
    bannerDismissedStore.write(true);
    expect(JSON.parse(window.localStorage.getItem(BANNER_DISMISSED_KEY) ?? '')).toEqual({
      version: 1,
      data: true,
    });
    expect(bannerDismissedStore.read()).toBe(true);
  });
});
