// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceSessionChange,
  resetSessionChannelForTests,
  SESSION_CHANGED_KEY,
  SESSION_CHANNEL,
  subscribeToSessionChanges,
} from '../src/features/account/api/session-sync';

/** Lets queued BroadcastChannel deliveries run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('cross-tab session sync', () => {
  afterEach(() => {
    resetSessionChannelForTests();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('announces a change to the other tabs on the BroadcastChannel, holding no user data', async () => {
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const received: unknown[] = [];
    otherTab.onmessage = (event) => received.push(event.data);
    announceSessionChange();
    await flush();
    otherTab.close();
    expect(received).toHaveLength(1);
    expect(Object.keys(received[0] as object).sort()).toEqual(['at', 'type']);
    expect((received[0] as { type: string }).type).toBe('session-changed');
  });

  it('writes only a timestamp under the fallback key', () => {
    announceSessionChange();
    expect(window.localStorage.getItem(SESSION_CHANGED_KEY)).toMatch(/^\d+$/);
    expect(window.localStorage.length).toBe(1);
  });

  it("calls back when another tab announces a change, but not for this tab's own", async () => {
    const onChange = vi.fn();
    const stop = subscribeToSessionChanges(onChange);
    announceSessionChange();
    await flush();
    expect(onChange).not.toHaveBeenCalled();

    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ type: 'session-changed', at: 1 });
    otherTab.postMessage({ type: 'something-else' });
    await flush();
    expect(onChange).toHaveBeenCalledTimes(1);

    stop();
    otherTab.postMessage({ type: 'session-changed', at: 2 });
    await flush();
    otherTab.close();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('falls back to the storage event when the browser has no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const onChange = vi.fn();
    const stop = subscribeToSessionChanges(onChange);
    window.dispatchEvent(new StorageEvent('storage', { key: 'bannerDismissed', newValue: 'true' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANGED_KEY, newValue: '123' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANGED_KEY, newValue: '124' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
