/**
 * Query key of a framework's manage view, in its own module so that the breadcrumbs read the cached view
 * without loading the curation client (ADR 0027).
 */
export const manageFrameworkKey = (framework: string) => ['manage', 'frameworks', framework] as const;
