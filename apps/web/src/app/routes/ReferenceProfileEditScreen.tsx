import { useState } from 'react';
import { useParams } from 'react-router';
import { ChangedSinceNotice } from '../../components/ChangedSinceNotice';
import { NotFoundView } from '../../components/NotFoundView';
import { QueryState } from '../../components/QueryState';
import { useFrameworkVersion } from '../../features/frameworks/api/frameworks';
import { readProfileRevision, useReferenceProfile } from '../../features/profile-curation/api/profiles';
import { EditProfilePage } from '../../features/profile-curation/components/EditProfilePage';
import { routeId } from '../../features/profile-curation/logic';
import { useDocumentMeta } from '../../lib/document-meta';
import { freshForEdit } from '../../lib/fresh-for-edit';

const NOT_FOUND = 'This reference profile does not exist in this framework version.';

/**
 * `/framework/:framework/:version/profile/edit/:id` (manager of the framework, guarded in the router;
 * docs/features/profiles.md §1): loads the framework version and the profile, then the edit form. An unknown
 * framework, version or profile (or an id that is not a number) shows the not-found page. When the tab
 * regains focus after a colleague saved the profile, a notice offers 'Reload', which reads it again and
 * reopens the form (ADR 0070).
 */
export function Component() {
  const { framework = '', version = '', id: rawId } = useParams();
  const id = routeId(rawId);
  const content = useFrameworkVersion(framework, version);
  const profile = freshForEdit(useReferenceProfile(framework, version, id, true));
  // Each reload reopens the form (and the notice) on the profile as read again.
  const [opened, setOpened] = useState(0);
  useDocumentMeta(profile.data ? `Edit ${profile.data.title}` : 'Edit reference profile');
  if (id === null) return <NotFoundView message={NOT_FOUND} />;
  return (
    <QueryState query={content} notFoundMessage={NOT_FOUND}>
      {(version) => (
        <QueryState query={profile} notFoundMessage={NOT_FOUND}>
          {(loaded) => (
            <EditProfilePage
              key={opened}
              profile={loaded}
              frameworkTitle={version.framework.title}
              notice={
                <ChangedSinceNotice
                  what="reference profile"
                  basedOn={loaded.revision}
                  readRevision={() => readProfileRevision(loaded.framework, loaded.version, loaded.id)}
                  onReload={async () => {
                    await profile.refetch();
                    setOpened((n) => n + 1);
                  }}
                />
              }
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
