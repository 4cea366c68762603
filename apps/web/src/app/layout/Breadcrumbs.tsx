import { Anchor, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useMatches } from 'react-router';
import { manageCompetencyQuery, manageFrameworkQuery } from '../../features/curation/api/manage-query';
import { useFrameworks } from '../../features/frameworks/api/frameworks';
import { crumbTrail } from './breadcrumbs';
import classes from './layout.module.css';

/**
 * Breadcrumb trail (an ordered list in a labelled nav) from the matched routes' handles ({@link crumbTrail}); the framework
 * crumb shows the framework's title from the cached live framework list, else from the cached manage view
 * (draft-only frameworks), else its machine name.
 * Not rendered on the home page. Source: docs/features/browsing.md §7.
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const frameworks = useFrameworks();
  const machineName = pathname.startsWith('/framework/') ? pathname.split('/')[2] : undefined;
  // A draft-only framework is not in the visitors' list: its manage view (already loaded by the manage
  // screens, never fetched from here) has the title (docs/features/browsing.md §7).
  // The manage view's own options, disabled: an observer with `queryFn: skipToken` would make the query's
  // refetch after a curation write fail, leaving the manage screen on the old view. manage-query.ts is
  // small (the fetcher and the key), so the curation client stays off a visitor's start path (ADR 0027).
  const managed = useQuery({
    ...manageFrameworkQuery(decodeURIComponent(machineName ?? '')),
    enabled: false,
  });
  // The manage attributes screen loads its competency's view only (docs/features/curation.md §5), which has the title too.
  const competencyId = Number(/^\/framework\/[^/]+\/manage\/competencies\/(\d+)\//.exec(pathname)?.[1] ?? 0);
  const managedCompetency = useQuery({
    ...manageCompetencyQuery(decodeURIComponent(machineName ?? ''), competencyId),
    enabled: false,
  });
  const title = machineName
    ? (frameworks.data?.frameworks.find((f) => encodeURIComponent(f.machineName) === machineName)?.title ??
      managed.data?.framework.title ??
      managedCompetency.data?.framework.title)
    : undefined;
  const crumbs = crumbTrail(matches, pathname, title);
  if (crumbs.length < 2) return null;
  return (
    <Container size="lg" pt="md">
      <nav aria-label="Breadcrumb">
        <ol className={classes.breadcrumbs}>
          {crumbs.map((crumb) => (
            <li key={crumb.to ?? crumb.label}>
              {crumb.to ? (
                <Anchor component={Link} to={crumb.to}>
                  {crumb.label}
                </Anchor>
              ) : (
                <span aria-current="page">{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </Container>
  );
}
