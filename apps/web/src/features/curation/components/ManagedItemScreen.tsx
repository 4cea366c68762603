import type { ManageFrameworkView } from '@hub/domain';
import type { ReactNode } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { NotFoundView } from '../../../components/NotFoundView';
import { isNotFoundError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useManageFramework } from '../api/manage-query';
import { ManageQueryState } from './ManageQueryState';

/**
 * Frame of the screens about one item of the managed version (manage attributes §2.7, competency and
 * attribute settings §2.8): loads the manage view, finds the item, sets the page title, and shows the
 * not-found page when the route's ids are malformed or the version holds no such item.
 * @param framework the route's framework machine name
 * @param lookup finds the item in the view; null when the route's ids are malformed
 * @param missingMessage explanation on the not-found page
 * @param pageTitle the document title for the item (null while loading)
 * @param children renders the screen for the view and the item found
 * @param loading true while another read the lookup needs is under way (the loading view meanwhile)
 */
export function ManagedItemScreen<T>({
  framework,
  lookup,
  missingMessage,
  pageTitle,
  children,
  loading = false,
}: {
  framework: string;
  lookup: ((view: ManageFrameworkView) => T | null) | null;
  missingMessage: string;
  pageTitle: (item: T | null) => string;
  children: (view: ManageFrameworkView, item: T) => ReactNode;
  loading?: boolean;
}) {
  const query = useManageFramework(framework);
  const item = query.data && lookup && !loading ? lookup(query.data) : null;
  const missing = lookup === null || (query.data !== undefined && !loading && item === null);
  useDocumentMeta(missing || isNotFoundError(query.error) ? 'Page not found' : pageTitle(item));
  if (lookup === null) return <NotFoundView message={missingMessage} />;
  if (loading) return <LoadingView />;
  return (
    <ManageQueryState query={query}>
      {(view) => {
        const found = lookup(view);
        return found ? children(view, found) : <NotFoundView message={missingMessage} />;
      }}
    </ManageQueryState>
  );
}
