import { ApiDocumentationPage } from '../../features/docs/components/ApiDocumentationPage';
import { useDocumentMeta } from '../../lib/document-meta';

/** Route module of /documentation: sets the document title and renders {@link ApiDocumentationPage}. */
export function Component() {
  useDocumentMeta(
    'API documentation',
    'The Competency Hub public read API: endpoints, caching and the OpenAPI reference.',
  );
  return <ApiDocumentationPage />;
}
