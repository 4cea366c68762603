import { useParams } from 'react-router';
import { BrowserOnly } from '../../components/BrowserOnly';
import { GuestViewPage } from '../../features/profiles/components/GuestViewPage';

/**
 * Guest profile screen `/framework/:framework/:version/profile/view/guest` (see {@link GuestViewPage}).
 * Source: docs/features/profiles.md §1.
 */
export function Component() {
  const { framework = '', version = '' } = useParams();
  return (
    <BrowserOnly title="Your profile">
      <GuestViewPage framework={framework} version={version} />
    </BrowserOnly>
  );
}
