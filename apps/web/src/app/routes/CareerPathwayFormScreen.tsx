import { useParams } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';
import { QueryState } from '../../components/QueryState';
import { useCareerPathway, useVersionProfiles } from '../../features/career-pathways/api/career-pathways';
import { CareerPathwayForm } from '../../features/career-pathways/components/CareerPathwayForm';
import { parsePathwayId } from '../../features/career-pathways/logic';
import { useFrameworkVersion } from '../../features/frameworks/api/frameworks';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { freshForEdit } from '../../lib/fresh-for-edit';

/**
 * Career pathway create `/framework/:framework/:version/career-pathway/create` and edit
 * `.../career-pathway/:id/edit` (framework_manager with the framework; the router guards it): the form
 * with the version's Live profiles, and for an edit the pathway as saved. Loading, error and not-found
 * views for the framework version, its profiles and the pathway.
 * Source: docs/features/profiles.md §7, §3; docs/features/profiles.md §4.
 */
export function Component() {
  const { framework = '', version = '', id } = useParams();
  const editing = id !== undefined;
  const pathwayId = editing ? parsePathwayId(id) : null;
  const content = useFrameworkVersion(framework, version);
  const profiles = useVersionProfiles(framework, version);
  const pathway = freshForEdit(useCareerPathway(framework, version, pathwayId, true));
  const missing =
    (editing && pathwayId === null) || isNotFoundError(content.error) || isNotFoundError(pathway.error);
  useDocumentMeta(missing ? 'Page not found' : editing ? 'Edit career pathway' : 'Create career pathway');
  if (editing && pathwayId === null) return <NotFoundView />;

  const data =
    content.data && profiles.data && (!editing || pathway.data)
      ? { content: content.data, profiles: profiles.data.profiles, pathway: pathway.data }
      : undefined;
  const error = content.error ?? profiles.error ?? (editing ? pathway.error : null);
  return (
    <QueryState
      query={{
        data,
        error,
        isPending: data === undefined && !error,
        refetch: () => {
          void content.refetch();
          void profiles.refetch();
          if (editing) void pathway.refetch();
        },
      }}
      notFoundMessage="This framework version or career pathway does not exist in the Competency Hub."
    >
      {(loaded) => (
        <CareerPathwayForm
          key={loaded.pathway?.id ?? 'new'}
          framework={framework}
          version={version}
          frameworkTitle={loaded.content.framework.title}
          profiles={loaded.profiles}
          pathway={loaded.pathway}
        />
      )}
    </QueryState>
  );
}
