import { useParams } from 'react-router';
import { GuestMapPage } from '../../features/profiles/components/GuestMapPage';

/**
 * Guest profile screen `/framework/:framework/:version/profile/map/guest` (see {@link GuestMapPage}).
 * Spec: visitor-features.md §2 Profiles.
 */
export function Component() {
  const { framework = '', version = '' } = useParams();
  return <GuestMapPage framework={framework} version={version} />;
}
