import { useParams } from 'react-router';
import { BrowserOnly } from '../../components/BrowserOnly';
import { ComparePage } from '../../features/profiles/components/ComparePage';
import { parseProfileRef } from '../../features/profiles/reference-logic';
import { frameworkVersionQuery, referenceProfileQuery, referenceProfilesQuery } from '../../lib/queries';
import { routeParam, screenLoader } from '../route-loaders';

/**
 * Comparison `/framework/:framework/:version/profiles/compare/:p1/:p2?` (see {@link ComparePage}); either
 * profile may be the literal 'guest'. Source: docs/features/profiles.md §5.
 */
export function Component() {
  const { framework = '', version = '', p1, p2 } = useParams();
  const page = (
    <ComparePage
      framework={framework}
      version={version}
      first={parseProfileRef(p1)}
      second={p2 === undefined ? undefined : parseProfileRef(p2)}
    />
  );
  // A comparison with the guest profile is filled in the browser (ADR 0020).
  if (p1 !== 'guest' && p2 !== 'guest') return page;
  return <BrowserOnly title="Compare career profiles">{page}</BrowserOnly>;
}

/** The comparison page's loader (ADR 0068): the framework version and both profiles, then the version's profiles. */
export const routeLoader = screenLoader(async (read, args) => {
  const [framework, version] = [routeParam(args, 'framework'), routeParam(args, 'version')];
  const sides = [args.params.p1, args.params.p2]
    .map((value) => (value === undefined ? null : parseProfileRef(value)))
    .filter((ref): ref is number => typeof ref === 'number');
  const [content] = await Promise.all([
    read(frameworkVersionQuery(framework, version)),
    ...sides.map((id) => read(referenceProfileQuery(framework, version, id))),
  ]);
  if (content) await read(referenceProfilesQuery(framework, version));
});
