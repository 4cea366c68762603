import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const WAIT_MS = 5_000;

/**
 * After a client-side navigation (not the first load), moves keyboard and screen-reader focus to the new
 * screen's `h1` inside the main landmark, once it has rendered (docs/features/browsing.md §7), so that a screen reader
 * announces the new page. Leaves focus alone when the new screen focused something itself (an autofocused
 * field) or when the address has a #fragment.
 * @param mainId id of the main landmark
 */
export function useFocusHeadingOnNavigate(mainId: string): void {
  const { pathname, hash } = useLocation();
  const firstLoad = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (pathname) by design.
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main || hash) return;
    const focusHeading = (): boolean => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      const active = document.activeElement;
      if (active && active !== main && main.contains(active) && active !== heading) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, hash, mainId]);
}
