/**
 * Browser storage of the visitor features: a typed, versioned store over localStorage. Only
 * `bannerDismissed`, the guest profile and its download record live here (docs/features/original-hub.md). Storage can be
 * unavailable (private mode, blocked, full): every access is guarded, and a write that cannot be persisted
 * is kept in memory for the rest of the page view.
 */

/**
 * What a store checks its values with: a zod schema fits (the guest profile's stores pass theirs); the
 * banner's store passes a plain check, so that zod is not on every page's start path (ADR 0027).
 */
export interface StoreSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
  /** Returns the value when it matches; throws otherwise. */
  parse(value: unknown): T;
}

/** localStorage key of the dismissed state of the home page's training-platform banner (docs/features/browsing.md §2). */
export const BANNER_DISMISSED_KEY = 'bannerDismissed';

/** What `createStore` takes. */
export interface StoreOptions<T> {
  /** The localStorage key. */
  key: string;
  /** Schema of the current shape (zod, or any {@link StoreSchema}); a stored value that does not match reads as null. */
  schema: StoreSchema<T>;
  /** Current version, a positive integer, stored next to the data as `{ version, data }`. */
  version: number;
  /**
   * Turns data stored by an older version into the current shape (checked against `schema` afterwards).
   * Called with the stored `data` and its version; a value stored before this store existed (plain JSON,
   * no `{ version, data }` envelope) arrives with version 0. Throwing, or having no `migrate`, makes an
   * older value read as null.
   */
  migrate?: (data: unknown, fromVersion: number) => unknown;
}

/** A typed, versioned localStorage entry. All functions are bound, so they can be passed around as-is. */
export interface Store<T> {
  readonly key: string;
  /**
   * The stored value in its current shape, or null when missing, not JSON, of the wrong shape, of a newer
   * version, or of an older version that cannot be migrated. Returns the same object while the stored text
   * is unchanged (as `useSyncExternalStore` needs). Migrated values are not written back until `write`.
   */
  read: () => T | null;
  /**
   * Stores `value` as `{ version, data }` and notifies this tab's subscribers; returns false when storage
   * refused it (the value is then kept in memory for this page view). Throws the schema's error when
   * `value` does not match it (a programming error).
   */
  write: (value: T) => boolean;
  /** Removes the entry and notifies this tab's subscribers. */
  remove: () => void;
  /**
   * Calls `listener` after every write or remove of this key in this tab (by any store of the key) and on
   * the `storage` event of another tab changing it (or clearing storage). Returns the unsubscribe function.
   */
  subscribe: (listener: () => void) => () => void;
}

/** The `{ version, data }` envelope of a stored value: its version and data, or null for plain JSON. */
function envelopeOf(parsed: unknown): { version: number; data: unknown } | null {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { version, data } = parsed as { version?: unknown; data?: unknown };
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? { version, data } : null;
}

/** Values whose write storage refused, per key (null: removed); they win over localStorage. */
const memory = new Map<string, string | null>();
/** Same-tab listeners per key (the `storage` event only reaches other tabs). */
const listeners = new Map<string, Set<() => void>>();

function readRaw(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function notify(key: string): void {
  for (const listener of [...(listeners.get(key) ?? [])]) listener();
}

/**
 * Creates a typed, versioned store for one localStorage key (ADR 0010; docs/features/original-hub.md: what lives in
 * browser storage). See {@link StoreOptions} and {@link Store}. Throws when `version` is not a positive
 * integer.
 */
export function createStore<T>({ key, schema, version, migrate }: StoreOptions<T>): Store<T> {
  if (!Number.isInteger(version) || version < 1) {
    throw new RangeError(`Store ${key}: version must be a positive integer`);
  }
  let cache: { raw: string | null; value: T | null } = { raw: null, value: null };

  function decode(raw: string): T | null {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return null;
    }
    const stored = envelopeOf(parsed) ?? { version: 0, data: parsed };
    if (stored.version > version) return null;
    let data = stored.data;
    if (stored.version < version) {
      if (!migrate) return null;
      try {
        data = migrate(stored.data, stored.version);
      } catch {
        return null;
      }
    }
    const result = schema.safeParse(data);
    return result.success ? result.data : null;
  }

  const read = (): T | null => {
    const raw = readRaw(key);
    if (raw !== cache.raw) cache = { raw, value: raw === null ? null : decode(raw) };
    return cache.value;
  };

  const write = (value: T): boolean => {
    const raw = JSON.stringify({ version, data: schema.parse(value) });
    let persisted = true;
    try {
      window.localStorage.setItem(key, raw);
      memory.delete(key);
    } catch {
      memory.set(key, raw);
      persisted = false;
    }
    notify(key);
    return persisted;
  };

  const remove = (): void => {
    try {
      window.localStorage.removeItem(key);
      memory.delete(key);
    } catch {
      memory.set(key, null);
    }
    notify(key);
  };

  const subscribe = (listener: () => void): (() => void) => {
    const own = listeners.get(key) ?? new Set();
    own.add(listener);
    listeners.set(key, own);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return;
      memory.delete(key); // Another tab's value is now the truth.
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      own.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return { key, read, write, remove, subscribe };
}

/**
 * Whether the visitor dismissed the home page's training-platform banner (docs/features/browsing.md §2: state kept under
 * bannerDismissed). Version 1 stores `true`; the plain `'true'` written before the store existed still reads.
 */
export const bannerDismissedStore = createStore({
  key: BANNER_DISMISSED_KEY,
  schema: {
    safeParse: (value: unknown) =>
      typeof value === 'boolean' ? { success: true as const, data: value } : { success: false as const },
    parse: (value: unknown) => {
      if (typeof value !== 'boolean') throw new TypeError('bannerDismissed: expected a boolean');
      return value;
    },
  },
  version: 1,
  migrate: (data, fromVersion) => fromVersion === 0 && (data === true || data === 'true'),
});

/**
 * Reads a plain (unversioned) localStorage value; returns null when absent or when storage is unavailable.
 * For signals such as the cross-tab session notice, not for data (use {@link createStore}).
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a plain (unversioned) localStorage value; silently does nothing when storage is unavailable. */
export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the other tabs still hear of it through the BroadcastChannel.
  }
}
