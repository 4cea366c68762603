import { NotFoundView } from '../../components/NotFoundView';

/** Catch-all route: any address that matches no screen shows the 'Page not found' page. */
export function Component() {
  return <NotFoundView />;
}
