import { AboutPage } from '../../features/static-pages/components/AboutPage';
import { useDocumentMeta } from '../../lib/document-meta';

/** Route module of /about: sets the document title and renders {@link AboutPage}. */
export function Component() {
  useDocumentMeta(
    'About',
    'What the Competency Hub is and the terms it uses: framework, version, domain, competency, attribute, expertise level, profiles, pathways and training.',
  );
  return <AboutPage />;
}
