import { Stack, Text, Title } from '@mantine/core';
import { ErrorView } from '../../components/ErrorView';
import { LoadingView } from '../../components/LoadingView';
import { useManagedFrameworks } from '../../features/account/api/managed-frameworks';
import {
  ManagedFrameworksTable,
  NO_FRAMEWORK_MESSAGE,
} from '../../features/account/components/ManagedFrameworksTable';
import { CaseImportPanel } from '../../features/curation/components/CaseImportPanel';
import { CreateFrameworkPanel } from '../../features/curation/components/CreateFrameworkPanel';
import { useDocumentMeta } from '../../lib/document-meta';
import { useSession } from '../../lib/session';

/** Title of the load-failure alert of the manage screens (docs/features/curation.md §14). */
const LOAD_FAILED_TITLE = 'Sorry, there was a problem when fetching the data!';

/**
 * Route module of /manage-frameworks (any signed-in user; docs/features/curation.md §1, §3, §12): the frameworks
 * assigned to the user, each linking to its manage screen, with its live version and draft status.
 * Users the server's `can` does not let create a framework (no framework_manager role) have none: 'No Framework assigned to this user.' without
 * asking the server. Loading state, and an error with retry when the list cannot be fetched. Managers can
 * also create a framework (docs/features/curation.md §5) or import a CASE package as a draft (docs/features/interchange-files.md §1).
 */
export function Component() {
  useDocumentMeta('Manage frameworks');
  const isManager = useSession().can.createFramework;
  const query = useManagedFrameworks(isManager);
  return (
    <Stack gap="md">
      <Title order={1}>Manage frameworks</Title>
      {!isManager ? (
        <Text>{NO_FRAMEWORK_MESSAGE}</Text>
      ) : query.data ? (
        <ManagedFrameworksTable frameworks={query.data.frameworks} />
      ) : query.error ? (
        <ErrorView error={query.error} title={LOAD_FAILED_TITLE} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingView label="Fetching your frameworks..." />
      )}
      {isManager && <CreateFrameworkPanel />}
      {isManager && <CaseImportPanel />}
    </Stack>
  );
}
