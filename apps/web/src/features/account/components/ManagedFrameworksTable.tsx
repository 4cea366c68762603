import type { ManagedFramework } from '@hub/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Text shown when the user has no framework to manage (docs/features/curation.md §3). */
export const NO_FRAMEWORK_MESSAGE = 'No Framework assigned to this user.';

/**
 * The frameworks assigned to the user (docs/features/curation.md §3): a table with each framework's title
 * linking to /framework/{machine name}/manage/data, its newest live version ('(no live version)' when
 * none) and whether a draft is in progress. {@link NO_FRAMEWORK_MESSAGE} when the list is empty.
 * @param frameworks from GET /api/v1/manage/frameworks
 */
export function ManagedFrameworksTable({ frameworks }: { frameworks: readonly ManagedFramework[] }) {
  if (frameworks.length === 0) return <Text>{NO_FRAMEWORK_MESSAGE}</Text>;
  return (
    <Table striped withTableBorder verticalSpacing="sm" data-testid="managed-frameworks">
      <Table.Caption>
        Frameworks you may edit. Choose one to manage its domains and competencies.
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Framework</Table.Th>
          <Table.Th scope="col">Live version</Table.Th>
          <Table.Th scope="col">Draft</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {frameworks.map((framework) => (
          <Table.Tr key={framework.machineName}>
            <Table.Th scope="row" fw="normal">
              <Anchor component={Link} to={paths.manageData(framework.machineName)} fw={600}>
                {framework.title}
              </Anchor>
            </Table.Th>
            <Table.Td>{framework.liveVersion ?? '(no live version)'}</Table.Td>
            <Table.Td>
              {framework.hasDraft ? (
                <Text span fw={600}>
                  Draft in progress
                </Text>
              ) : (
                <Text span>No draft</Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
