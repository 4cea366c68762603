import { useParams } from 'react-router';
import { ManagedItemScreen } from '../../features/curation/components/ManagedItemScreen';
import { CompetencySettingsForm } from '../../features/curation/components/SettingsForms';
import { findCompetency, parseId } from '../../features/curation/logic';

/**
 * Competency settings `/framework/:framework/competency/:id/settings` (framework_manager with the
 * framework): change the competency's domain. Not-found page for an unknown framework or competency.
 * Source: docs/features/curation.md §6.
 */
export function Component() {
  const { framework = '', id } = useParams();
  const competencyId = parseId(id);
  return (
    <ManagedItemScreen
      framework={framework}
      lookup={competencyId === null ? null : (view) => findCompetency(view, competencyId)}
      missingMessage="This competency does not exist in the version being managed."
      pageTitle={(found) =>
        found ? `Competency settings – ${found.competency.title}` : 'Competency settings'
      }
    >
      {(view, found) => <CompetencySettingsForm view={view} location={found} />}
    </ManagedItemScreen>
  );
}
