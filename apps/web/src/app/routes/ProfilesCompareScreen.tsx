import { useParams } from 'react-router';
import { BrowserOnly } from '../../components/BrowserOnly';
import { ComparePage } from '../../features/profiles/components/ComparePage';
import { parseProfileRef } from '../../features/profiles/reference-logic';

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
