import { useParams } from 'react-router';
import { BrowserOnly } from '../../components/BrowserOnly';
import { GuestMapPage } from '../../features/profiles/components/GuestMapPage';

/**
 * Guest profile screen `/framework/:framework/:version/profile/map/guest` (see {@link GuestMapPage}).
 * Source: docs/features/profiles.md §1.
 */
export function Component() {
  const { framework = '', version = '' } = useParams();
  return (
    <BrowserOnly title="Map your competencies">
      <GuestMapPage framework={framework} version={version} />
    </BrowserOnly>
  );
}
