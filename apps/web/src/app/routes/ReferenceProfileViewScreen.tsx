import { useParams } from 'react-router';
import { ReferenceProfilePage } from '../../features/profiles/components/ReferenceProfilePage';
import { parseProfileRef } from '../../features/profiles/reference-logic';

/**
 * Reference profile view `/framework/:framework/:version/profile/view/:id/:alias?` (see
 * {@link ReferenceProfilePage}). Source: docs/features/profiles.md §1.
 */
export function Component() {
  const { framework = '', version = '', id, alias } = useParams();
  const ref = parseProfileRef(id);
  return (
    <ReferenceProfilePage
      framework={framework}
      version={version}
      id={typeof ref === 'number' ? ref : null}
      alias={alias}
    />
  );
}
