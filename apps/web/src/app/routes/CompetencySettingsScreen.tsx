import { useParams } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';
import { useManageFramework } from '../../features/curation/api/manage';
import { ManageQueryState } from '../../features/curation/components/ManageQueryState';
import { CompetencySettingsForm } from '../../features/curation/components/SettingsForms';
import { findCompetency, parseId } from '../../features/curation/logic';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';

const MISSING = 'This competency does not exist in the version being managed.';

/**
 * Competency settings `/framework/:framework/competency/:id/settings` (framework_manager with the
 * framework): change the competency's domain. Not-found page for an unknown framework or competency.
 * Spec: curation-and-administration.md §2.8.
 */
export function Component() {
  const { framework = '', id } = useParams();
  const query = useManageFramework(framework);
  const competencyId = parseId(id);
  const location = query.data && competencyId !== null ? findCompetency(query.data, competencyId) : null;
  const missing = competencyId === null || (query.data !== undefined && location === null);
  useDocumentMeta(
    missing || isNotFoundError(query.error)
      ? 'Page not found'
      : location
        ? `Competency settings – ${location.competency.title}`
        : 'Competency settings',
  );
  if (competencyId === null) return <NotFoundView message={MISSING} />;
  return (
    <ManageQueryState query={query}>
      {(view) => {
        const found = findCompetency(view, competencyId);
        return found ? (
          <CompetencySettingsForm view={view} location={found} />
        ) : (
          <NotFoundView message={MISSING} />
        );
      }}
    </ManageQueryState>
  );
}
