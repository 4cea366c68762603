// First: Zod's configuration, before any module that could load Zod (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadFirstScreen } from './app/first-screen';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes, createAppRouter, prefetchScreensOnIntent, screenOf, screenRoute } from './app/router';
import { prefetchShellData } from './app/shell-prefetch';
import { RenderContext } from './lib/render-context';
import { sessionQueryOptions } from './lib/session';
import { hydratePageQueries, readPageState } from './ssr/page-state';

/**
 * Marks `<html data-ready>` once the app has rendered or hydrated in the browser: from then on, typing and
 * clicks are handled by the app (before, the server's HTML is only a document). The e2e fixtures wait for
 * it after each `page.goto`.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

/**
 * Lets the browser run what waits (input, paint) before the next step of the start-up, so that the
 * start-up is several short tasks instead of one long one (ADR 0027: total blocking time).
 * `scheduler.yield` continues ahead of other tasks where the browser has it.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the app (imported by the page's script, `boot.ts`, after the first paint: ADR 0073). A server-rendered page (ADR 0020) is hydrated: its queries come from the
 * page state and its route loaders are not run again (ADR 0068: they run before each later navigation), the lazily loaded screens of the address are loaded first, through `first-screen.ts` (so
 * that the first render matches the server's HTML), and once the session shows a signed-in user, the
 * anonymous data is fetched again for them. The shell (manage screens, sign-in, development server) is
 * rendered from scratch. The start-up yields to the browser between its steps (ADR 0037).
 */
async function start(container: HTMLElement) {
  await yieldToBrowser();
  const client = createQueryClient();
  const state = readPageState(document);
  const renderFromScratch = () =>
    createRoot(container).render(
      <StrictMode>
        <RenderContext value={{ publicUrl: state?.publicUrl ?? '' }}>
          <AppProviders client={client}>
            <RouterProvider router={createAppRouter(client)} useTransitions={false} />
          </AppProviders>
          <MarkReady />
        </RenderContext>
      </StrictMode>,
    );
  if (!state) {
    prefetchShellData(client, window.location.pathname);
    return renderFromScratch();
  }
  hydratePageQueries(client, state.queries);
  const routes = appRoutes(client);
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  try {
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const screen = screenOf(route.handle);
        const first = screen ? loadFirstScreen(screen) : undefined;
        const module = first
          ? screenRoute(await first, client)
          : await (route.lazy as () => Promise<Record<string, unknown>>)();
        Object.assign(route, { ...module, lazy: undefined });
      }),
    );
  } catch {
    // A screen file missing (a redeploy since this page was rendered): the router shows its error view,
    // which reloads once (lib/stale-chunk.ts), instead of a page that never becomes interactive.
    return renderFromScratch();
  }
  await yieldToBrowser();
  // The server ran the address's loaders (ADR 0068): their data tells the router not to run them again
  // (nor to show a fallback) while hydrating; the queries they loaded are in the client already.
  const router = createAppRouter(
    client,
    { hydrationData: { loaderData: state.loaderData ?? {}, actionData: null, errors: null } },
    routes,
  );
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== 'session' || event.type !== 'updated') return;
    const session = client.getQueryData(sessionQueryOptions.queryKey);
    if (session === undefined) return;
    unsubscribe();
    // The server rendered for nobody: a signed-in reader may see more (drafts, manager actions).
    if (session.user) {
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    }
  });
  prefetchScreensOnIntent();
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (ADR 0027: total blocking time); a click on a part not
  // hydrated yet makes React hydrate that part first and replays the event.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <RenderContext value={{ publicUrl: state.publicUrl }}>
          <AppProviders client={client}>
            <RouterProvider router={router} useTransitions={false} />
          </AppProviders>
          <MarkReady />
        </RenderContext>
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
