/**
 * Hooks of dialogs (issue #18 §3, ADR 0027): `useLatch` keeps a dialog loaded on demand mounted once
 * needed (home's administrator dialog); `useOpenedAfterMount` opens any Mantine modal one render after
 * it mounts, so focus returns where it was when it closes.
 */
import { useEffect, useState } from 'react';

/**
 * True from the first render where `active` is true on: a dialog loaded once stays mounted, so it can
 * play its closing transition and opens at once the next time.
 */
export function useLatch(active: boolean): boolean {
  const [latched, setLatched] = useState(false);
  if (active && !latched) setLatched(true);
  return active || latched;
}

/**
 * `opened`, but false during a dialog's first render: a Mantine modal mounted already open would not
 * remember the element that had focus (its focus return runs on updates only), so focus would not go
 * back there when it closes.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return opened && mounted;
}
