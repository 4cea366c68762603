import { useParams } from 'react-router';
import { ReferenceProfilePage } from '../../features/profiles/components/ReferenceProfilePage';
import { parseProfileRef } from '../../features/profiles/reference-logic';
import { frameworkVersionQuery, referenceProfileQuery, referenceProfilesQuery } from '../../lib/queries';
import { routeParam, screenLoader } from '../route-loaders';

/**
 * Reference profile view `/framework/:framework/:version/profile/view/:id/:alias?` (see
 * {@link ReferenceProfilePage}). Source: docs/features/profiles.md §1.
 */
export function Component() {
  const { framework = '', version = '', id, alias } = useParams();
  const ref = parseProfileRef(id);
  return (
    <ReferenceProfilePage
      framework={framework}
      version={version}
      id={typeof ref === 'number' ? ref : null}
      alias={alias}
    />
  );
}

/**
 * The reference profile page's loader (ADR 0068): the framework version and the profile, then the
 * profile's version's other profiles, which the comparison control lists.
 */
export const routeLoader = screenLoader(async (read, args) => {
  const [framework, version] = [routeParam(args, 'framework'), routeParam(args, 'version')];
  const ref = parseProfileRef(args.params.id);
  if (typeof ref !== 'number') return read(frameworkVersionQuery(framework, version));
  const [content, profile] = await Promise.all([
    read(frameworkVersionQuery(framework, version)),
    read(referenceProfileQuery(framework, version, ref)),
  ]);
  if (content && profile) await read(referenceProfilesQuery(profile.framework, profile.version));
});
