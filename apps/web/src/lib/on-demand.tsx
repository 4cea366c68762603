/**
 * Parts loaded on demand (ADR 0027): `useLoadedWhen` loads a component's module the first
 * time it is needed and mounts it with a plain state update (not `React.lazy`, see ADR 0027's second
 * addendum); `useLatch` keeps a dialog loaded on demand mounted once needed (home's administrator
 * dialog); `useOpenedAfterMount` opens any Mantine modal one render after it mounts, so focus returns
 * where it was when it closes.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { LoadingView } from '../components/LoadingView';

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

/** A part of a screen whose code loads on demand, though the server may have rendered it (ADR 0055). */
export interface OnDemandPart<P extends object> {
  /** Renders the part: at once when its code is here, else 'Fetching data...' until it has arrived. */
  Part: ComponentType<P>;
  /**
   * Settles when the part can render at once: its code loaded on the server (and in Node tests) and in a
   * browser whose server-rendered page holds the part; otherwise at once. Awaited at the top of the
   * module that declares the part, so that the screen importing it hydrates the same HTML.
   */
  ready: Promise<void>;
}

/**
 * A part of a screen (a framework page's tab panel) split from the screen's code (ADR 0055): its module
 * loads when the part is first rendered in the browser, or, when the server rendered it (its wrapper
 * `<div data-on-demand={name}>` is in the page), before the screen's module finishes evaluating (the
 * declaring module awaits `ready`), so that the first page hydrates what the server sent. Parts the first
 * page does not show are not loaded until they are opened.
 * @param name names the wrapper element (unique per part)
 * @param load imports the module and returns the component
 */
export function onDemandPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): OnDemandPart<P> {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const rendered =
    typeof document === 'undefined' ||
    import.meta.env.SSR ||
    document.querySelector(`[data-on-demand="${name}"]`) !== null;
  const ready = rendered
    ? loadOnce().then(
        () => undefined,
        // The screen still loads: the part then mounts from the browser's render of it.
        (error: unknown) => console.error('A part of the app could not be loaded', error),
      )
    : Promise.resolve();
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at the top of a module, never in a render
  function Part(props: P) {
    const Later = useLoadedWhen(loaded === null, loadOnce);
    const Component = loaded ?? Later;
    return <div data-on-demand={name}>{Component ? <Component {...props} /> : <LoadingView />}</div>;
  }
  return { Part, ready };
}
