import { useParams } from 'react-router';
import { BrowserOnly } from '../../components/BrowserOnly';
import { GuestCreatePage } from '../../features/profiles/components/GuestCreatePage';

/**
 * Guest profile screen `/framework/:framework/:version/profile/create/guest` (see {@link GuestCreatePage}).
 * Source: docs/features/profiles.md §1.
 */
export function Component() {
  const { framework = '', version = '' } = useParams();
  return (
    <BrowserOnly title="Create your profile">
      <GuestCreatePage framework={framework} version={version} />
    </BrowserOnly>
  );
}
