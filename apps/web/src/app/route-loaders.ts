/**
 * The visitor routes' data (ADR 0068): one React Router `loader` per server-rendered screen, which puts
 * into the query cache the reads the screen renders from, with the very query options its hooks use
 * (`lib/queries.ts`, the features' `api/` modules). The server runs them before its one render; the browser
 * runs them before navigating to a screen, so the screen opens with its data (a fresh read comes from the
 * cache). A loader never throws for a failed read: the read's error stays in the cache and the screen
 * shows its not-found or error view from the query, as it would without the loader. Reads that depend on
 * who is signed in (the session, managers' views, TeSS) are not loaded here: the server renders anonymously.
 *
 * Each screen's loader is written in its screen module (`routes/*Screen.tsx`, export `routeLoader`, made
 * with {@link screenLoader}) and comes with the screen through the route's `lazy` (`router.tsx`), so that
 * the app's entry does not carry every screen's reads (ADR 0055 addendum, ADR 0068). This file keeps what
 * they share and the frame's loader.
 */
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { frameworksQuery } from '../features/frameworks/api/frameworks';

/** A route's loader over the app's query client: loads into the cache, returns nothing the screens read. */
export type RouteLoader = (args: LoaderFunctionArgs) => Promise<null>;

/** A screen module's `routeLoader`: its route's loader over a query client (the browser's, or one render's). */
export type ScreenLoader = (client: QueryClient) => RouteLoader;

/** The cached or loaded data of a query's options; undefined when the read failed (its error stays cached). */
export type LoaderRead = <T, K extends QueryKey>(
  options: EnsureQueryDataOptions<T, Error, T, K>,
) => Promise<T | undefined>;

/**
 * A screen's loader from its body, which awaits its dependent reads in order through `read`; the loader
 * resolves to null, whatever the reads answered.
 * @param body the screen's reads, given `read` over the client and the route's arguments
 */
export function screenLoader(
  body: (read: LoaderRead, args: LoaderFunctionArgs) => Promise<unknown>,
): ScreenLoader {
  return (client) => {
    const read: LoaderRead = async (options) => {
      try {
        return await client.ensureQueryData(options);
      } catch {
        return undefined;
      }
    };
    return async (args) => {
      await body(read, args);
      return null;
    };
  };
}

/** The route parameter `name` of a loader's arguments, or '' when the address has none. */
export function routeParam(args: LoaderFunctionArgs, name: string): string {
  return args.params[name] ?? '';
}

/**
 * `shouldRevalidate` of the routes with a loader: run again only for another page (a new path), not when
 * only the address's query changes (the training tab's filters: its list keeps the previous page while the
 * next loads, as it did without loaders).
 */
export function revalidateOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

/** The frame's loader: the breadcrumbs name the address's framework from the live framework list. */
export const layoutLoader: ScreenLoader = screenLoader((read) => read(frameworksQuery()));
