/**
 * What a page render knows about where it runs (ADR 0020): the hub's canonical public URL, and, on the
 * server only, a record the screens fill while rendering (page title and description, HTTP status). The
 * server entry (`src/ssr/entry-server.tsx`) provides it; in the browser the public URL comes from the
 * state the server sent with the page, else from the address bar (development server).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

/** What the server learns from one render. */
export interface ServerRenderRecord {
  /** Page title (without the site name) and meta description of the last `useDocumentMeta` call. */
  meta?: { title: string | undefined; description: string | undefined };
  /** HTTP status: 404 once a not-found view rendered, 500 once a page error view rendered. */
  status: number;
  /** The page's canonical address when the requested one is another (answered 301). */
  redirect?: string;
}

/** The render context: public URL (no trailing slash) and, on the server, the render record. */
export interface RenderContextValue {
  publicUrl: string;
  server?: ServerRenderRecord;
}

export const RenderContext = createContext<RenderContextValue>({ publicUrl: '' });

/** The canonical public base URL (`PUBLIC_URL`, no trailing slash) for canonical links and JSON-LD ids. */
export function usePublicUrl(): string {
  const { publicUrl } = useContext(RenderContext);
  if (publicUrl) return publicUrl;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Tells the server render the page's HTTP status (404 not found, 500 server fault); the highest wins.
 * Does nothing in the browser.
 */
export function useRenderStatus(status: number): void {
  const { server } = useContext(RenderContext);
  if (server && status > server.status) server.status = status;
}

const noSubscribe = () => () => undefined;

/**
 * False during the server render and while the browser hydrates the server's HTML, true afterwards (and
 * at once on client-side navigation). Screens whose content lives in the browser only (the guest
 * profile) render their loading shell while it is false, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
