/**
 * Cross-tab session sync (docs/features/accounts-and-security.md §2 "User state is kept in step across browser tabs";
 * docs/features/original-hub.md: nothing about the user is kept in browser storage). A tab that signs in, signs out or
 * changes its password announces it on the BroadcastChannel {@link SESSION_CHANNEL}; browsers without
 * BroadcastChannel get a `storage` event instead, whose value is only a timestamp (no secret, no user
 * data). Other tabs then ask the server again who is signed in.
 */
import { readStorage, writeStorage } from '../../../lib/storage';

/** Name of the BroadcastChannel on which tabs announce a session change. */
export const SESSION_CHANNEL = 'competency-hub-session';

/** localStorage key of the fallback: holds the time of the last change (milliseconds), nothing else. */
export const SESSION_CHANGED_KEY = 'competency-hub-session-changed';

/** The message posted on the channel. */
export interface SessionChangedMessage {
  type: 'session-changed';
  at: number;
}

/** This tab's channel, created on first use; undefined when the browser has no BroadcastChannel. */
let channel: BroadcastChannel | null | undefined;

function tabChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  }
  return channel;
}

/**
 * Tells the other tabs of this browser that the session changed (signed in, signed out, password
 * changed). The posting tab does not receive its own message. Never throws.
 */
export function announceSessionChange(): void {
  const at = Date.now();
  try {
    tabChannel()?.postMessage({ type: 'session-changed', at } satisfies SessionChangedMessage);
  } catch {
    // A closed or unusable channel: the storage event below still reaches the other tabs.
  }
  // Only written when it changes the stored value, so every write fires a `storage` event elsewhere.
  if (readStorage(SESSION_CHANGED_KEY) !== String(at)) writeStorage(SESSION_CHANGED_KEY, String(at));
}

/** True when `data` is a {@link SessionChangedMessage}. */
function isSessionChanged(data: unknown): data is SessionChangedMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'session-changed';
}

/**
 * Calls `onChange` whenever another tab announces a session change: through the BroadcastChannel when
 * the browser has one, otherwise through the `storage` event of {@link SESSION_CHANGED_KEY}.
 * @param onChange called once per announced change
 * @returns a function that stops listening
 */
export function subscribeToSessionChanges(onChange: () => void): () => void {
  const bc = tabChannel();
  if (bc) {
    const listener = (event: MessageEvent) => {
      if (isSessionChanged(event.data)) onChange();
    };
    bc.addEventListener('message', listener);
    return () => bc.removeEventListener('message', listener);
  }
  const listener = (event: StorageEvent) => {
    if (event.key === SESSION_CHANGED_KEY) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Forgets this tab's channel (tests only, so that each test can choose whether one exists). */
export function resetSessionChannelForTests(): void {
  channel?.close();
  channel = undefined;
}
