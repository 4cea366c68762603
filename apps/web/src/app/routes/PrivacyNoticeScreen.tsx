import { PrivacyNoticePage } from '../../features/static-pages/components/PrivacyNoticePage';
import { useDocumentMeta } from '../../lib/document-meta';

/** Route module of /privacy-notice: sets the document title and renders {@link PrivacyNoticePage}. */
export function Component() {
  useDocumentMeta('Privacy notice', 'What personal data the Competency Hub processes, why, and your rights.');
  return <PrivacyNoticePage />;
}
