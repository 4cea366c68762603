/**
 * Plain elements drawn exactly like Mantine's Anchor and List.Item (ADR 0027; table rows in
 * `PlainTable.tsx`, so that a page without a table does not load Mantine's Table and ScrollArea, ADR 0055): long lists
 * of a visitor page (competencies, training resources, an export preview) render one element per item
 * instead of five or six components, so the server's HTML hydrates in a fraction of the time. The class
 * names and data attributes are those the Mantine components put on the same elements, so the page looks
 * the same and its styles (and the theme's) apply unchanged.
 */
import { Anchor, List, Text } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Classes of `<Anchor>` (a Text root): focus ring, Anchor and Text styles. */
export const ANCHOR_CLASS = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`;

/**
 * A link to a page of the hub, drawn as `<Anchor>` (underlined on hover). It is a plain `<a>`: a
 * container that holds it follows its clicks in the app with {@link useAppLinkClicks}; without scripts,
 * or before hydration, the browser loads the page.
 * @param to the page's path
 */
export function PlainLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a className={ANCHOR_CLASS} data-underline="hover" data-app-link="" href={to}>
      {children}
    </a>
  );
}

/**
 * Makes plain clicks on the {@link PlainLink}s inside `container` navigate in the app (as React Router's
 * Link does), with one listener for the whole list. Clicks with a modifier key or another button, and
 * links opened in another tab, are left to the browser.
 * @param container the element holding the links
 */
export function useAppLinkClicks(container: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-app-link]');
      if (!(link instanceof HTMLAnchorElement) || !element.contains(link)) return;
      if (link.target && link.target !== '_self') return;
      const href = link.getAttribute('href');
      if (!href?.startsWith('/')) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, navigate]);
}

/** A `<List.Item>` as plain elements (the list itself stays a Mantine `<List>`). */
export function PlainListItem({ children }: { children: ReactNode }) {
  return (
    <li className={`${List.classes.item} mantine-List-item`}>
      <div className={`${List.classes.itemWrapper} mantine-List-itemWrapper`}>
        <span className="mantine-List-itemLabel">{children}</span>
      </div>
    </li>
  );
}
