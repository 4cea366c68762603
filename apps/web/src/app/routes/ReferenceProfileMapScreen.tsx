import { useParams } from 'react-router';
import { ChangedSinceNotice } from '../../components/ChangedSinceNotice';
import { NotFoundView } from '../../components/NotFoundView';
import { QueryState } from '../../components/QueryState';
import { useFrameworkVersion } from '../../features/frameworks/api/frameworks';
import { readProfileRevision, useReferenceProfile } from '../../features/profile-curation/api/profiles';
import { MapProfilePage } from '../../features/profile-curation/components/MapProfilePage';
import { mappableDomains, routeId } from '../../features/profile-curation/logic';
import { useDocumentMeta } from '../../lib/document-meta';

const NOT_FOUND = 'This reference profile does not exist in this framework version.';

/**
 * `/framework/:framework/:version/profile/map/:id` (manager of the framework, guarded in the router;
 * docs/features/profiles.md §1): the version's competencies (the core framework's too for an extension) and
 * expertise levels with the profile's mapping. Unknown ones show the not-found page. The page is based on
 * the profile's revision (ADR 0021): a stale save opens the conflict dialog. When the tab regains focus
 * after a colleague changed the profile, a notice offers 'Reload' (ADR 0070).
 */
export function Component() {
  const { framework = '', version = '', id: rawId } = useParams();
  const id = routeId(rawId);
  const content = useFrameworkVersion(framework, version);
  // Fetched again on opening: a save is based on the revision shown (ADR 0021).
  const profile = useReferenceProfile(framework, version, id, true);
  useDocumentMeta(profile.data ? `Competency mapping of ${profile.data.title}` : 'Competency mapping');
  if (id === null) return <NotFoundView message={NOT_FOUND} />;
  return (
    <QueryState query={content} notFoundMessage={NOT_FOUND}>
      {(loadedContent) => (
        <QueryState query={profile} notFoundMessage={NOT_FOUND}>
          {(loaded) => (
            <>
              <ChangedSinceNotice
                key={`notice-${loaded.id}:${loaded.revision}`}
                what="reference profile"
                basedOn={loaded.revision}
                readRevision={() => readProfileRevision(framework, version, loaded.id)}
                onReload={() => profile.refetch()}
              />
              <MapProfilePage
                // A new revision (this page's save, or 'Take theirs' after a conflict) starts from it.
                key={`${loaded.id}:${loaded.revision}`}
                profile={loaded}
                domains={mappableDomains(loadedContent)}
                levels={loadedContent.expertiseLevels}
              />
            </>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
