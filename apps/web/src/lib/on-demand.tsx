/**
 * Parts loaded on demand (issue #18 §3, ADR 0027): `useLoadedWhen` loads a component's module the first
 * time it is needed and mounts it with a plain state update (not `React.lazy`, see ADR 0027's second
 * addendum); `useLatch` keeps a dialog loaded on demand mounted once needed (home's administrator
 * dialog); `useOpenedAfterMount` opens any Mantine modal one render after it mounts, so focus returns
 * where it was when it closes.
 */
import { type ComponentType, useEffect, useState } from 'react';

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
 * A component loaded the first time `needed` is true, then kept: null until its module has arrived.
 * The module is imported in an effect and the component is set in state, so it mounts with an ordinary
 * update. `React.lazy` under a Suspense boundary outside the router did not do that reliably: on the
 * manage screens a save that also refreshed queries left the boundary on its fallback after the chunk
 * had arrived (ADR 0027, second addendum).
 * @param needed whether the part is needed now (for example a dialog has something to show)
 * @param load imports the module and returns the component; keep it stable (a module-level function)
 */
export function useLoadedWhen<P extends object>(
  needed: boolean,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> | null {
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const wanted = useLatch(needed);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (component) => {
        if (current) setLoaded(() => component);
      },
      // Not tried again: a file missing after a redeploy also fails the next screen, whose error view
      // reloads the page (lib/stale-chunk.ts).
      (error: unknown) => console.error('A part of the app could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, load]);
  return loaded;
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
