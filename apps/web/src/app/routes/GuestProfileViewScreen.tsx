import { useParams } from 'react-router';
import { GuestViewPage } from '../../features/profiles/components/GuestViewPage';

/**
 * Guest profile screen `/framework/:framework/:version/profile/view/guest` (see {@link GuestViewPage}).
 * Spec: visitor-features.md §2 Profiles.
 */
export function Component() {
  const { framework = '', version = '' } = useParams();
  return <GuestViewPage framework={framework} version={version} />;
}
