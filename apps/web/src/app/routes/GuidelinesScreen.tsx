import { GuidelinesPage } from '../../features/static-pages/components/GuidelinesPage';
import { useDocumentMeta } from '../../lib/document-meta';

/** Route module of /guidelines-course-creation: sets the document title and renders {@link GuidelinesPage}. */
export function Component() {
  useDocumentMeta(
    'Guidelines for course creation',
    'How to map the learning outcomes of a course to competencies, attributes and expertise levels.',
  );
  return <GuidelinesPage />;
}
