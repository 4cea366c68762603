import { useEffect, useRef, useState } from 'react';
import swaggerCss from 'swagger-ui-dist/swagger-ui.css?url';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { loadStylesheet } from '../../../lib/stylesheet';
import overridesCss from './swagger-overrides.css?url';

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Fits Swagger UI's markup into the page's structure: its `<main>` (a second main landmark nested in
 * the page's own) becomes a labelled region, and its title `<h1>` an h2-level heading, so that the page
 * keeps a single main landmark and a single h1.
 */
function demoteLandmarks(root: HTMLElement): void {
  for (const main of root.querySelectorAll('main:not([role])')) {
    main.setAttribute('role', 'region');
    main.setAttribute('aria-label', 'API operations');
  }
  for (const heading of root.querySelectorAll('h1:not([aria-level])')) {
    heading.setAttribute('role', 'heading');
    heading.setAttribute('aria-level', '2');
  }
}

/**
 * Renders an OpenAPI document with Swagger UI. swagger-ui-dist and its CSS are imported dynamically,
 * so they load only on this page and stay out of the main bundle; 'Loading the API reference...' shows
 * meanwhile, an error with retry if the code cannot be loaded. Source: docs/features/browsing.md §6 (/documentation renders an OpenAPI spec).
 * @param url address of the OpenAPI document (same origin)
 */
export function SwaggerViewer({ url }: { url: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<unknown>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    let cancelled = false;
    setState('loading');
    let observer: MutationObserver | undefined;
    Promise.all([
      import('swagger-ui-dist/swagger-ui-bundle.js'),
      // Swagger UI's styles (about 20 KB brotli) are not in the app's stylesheet (ADR 0027).
      loadStylesheet(swaggerCss).then(() => loadStylesheet(overridesCss)),
    ])
      .then(([module]) => {
        if (cancelled || !container.current) return;
        observer = new MutationObserver(() => {
          if (container.current) demoteLandmarks(container.current);
        });
        observer.observe(container.current, { childList: true, subtree: true });
        const SwaggerUIBundle = module.default;
        SwaggerUIBundle({
          url,
          domNode: container.current,
          deepLinking: false,
          validatorUrl: null,
          docExpansion: 'list',
          defaultModelsExpandDepth: 0,
          onComplete: () => {
            if (!cancelled) setState('ready');
          },
        });
        setState('ready');
      })
      .catch((reason: unknown) => {
        if (cancelled) return;
        setError(reason instanceof Error ? reason : new Error('The API reference could not be loaded.'));
        setState('failed');
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [url, attempt]);

  return (
    <div>
      {state === 'loading' && <LoadingView label="Loading the API reference..." />}
      {state === 'failed' && <ErrorView error={error} onRetry={() => setAttempt((n) => n + 1)} />}
      <div ref={container} className="swagger-container" data-testid="swagger-ui" />
    </div>
  );
}
