import { formatDateRange, TRAINING_MESSAGES, TRAINING_PAGE, TRAINING_RESOURCE_TYPES } from '@hub/domain';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { PageLinks } from '../../../components/PageLinks';
import { WideTable } from '../../../components/WideTable';
import { paths } from '../../../config/paths';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { type ManageFilters, useManageTrainingResources, useSetArchived } from '../api/manage';

/** The list filters from the address. */
function filtersFrom(params: URLSearchParams): ManageFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    type: params.get('type') ?? 'All',
    archived: params.get('archived') === 'true',
    deprecated: params.get('deprecated') === 'true',
  };
}

/**
 * `/all-training-resources` (docs/features/training.md §3; docs/features/curation.md §15; docs/features/training.md §4): search, type filter, total, 'Show resources
 * with deprecated mapping', 'Add training resource', 50 per page with 10 page links, an archive toggle per
 * row (the list refreshes), the edit link for the resource's author; `?archived=true` lists archived ones
 * ('View unpublished'). 'Loading resources' while loading, 'No results found' when empty. Filters live in
 * the address.
 */
export function ManageTrainingList() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const query = useManageTrainingResources(filters);
  const archive = useSetArchived();
  const update = (next: Partial<ManageFilters>, replace = false) => {
    const merged = { ...filters, ...next };
    const out = new URLSearchParams();
    if (merged.page > 1) out.set('page', String(merged.page));
    if (merged.search) out.set('search', merged.search);
    if (merged.type !== 'All') out.set('type', merged.type);
    if (merged.archived) out.set('archived', 'true');
    if (merged.deprecated) out.set('deprecated', 'true');
    setParams(out, { replace });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>
          {filters.archived ? 'Unpublished training resources' : 'All training resources'}
        </Title>
        <Button component={Link} to={paths.trainingResourceCreate()}>
          Add training resource
        </Button>
      </Group>
      <Group align="end" role="search" aria-label="Filter training resources">
        <TextInput
          label="Search training resources"
          value={filters.search}
          onChange={(e) => update({ search: e.currentTarget.value, page: 1 }, true)}
        />
        <NativeSelect
          label="Type"
          value={filters.type}
          onChange={(e) => update({ type: e.currentTarget.value, page: 1 })}
          data={[
            { value: 'All', label: 'All types' },
            ...TRAINING_RESOURCE_TYPES.map((t) => ({ value: t, label: t })),
          ]}
        />
        <Checkbox
          label="Show resources with deprecated mapping"
          checked={filters.deprecated}
          onChange={(e) => update({ deprecated: e.currentTarget.checked, page: 1 })}
        />
        <Checkbox
          label="Archived only"
          checked={filters.archived}
          onChange={(e) => update({ archived: e.currentTarget.checked, page: 1 })}
        />
      </Group>
      {query.data ? (
        query.data.items.length === 0 ? (
          <Text fw={600}>{TRAINING_MESSAGES.noResults}</Text>
        ) : (
          <Stack gap="sm">
            <Text aria-live="polite">Total: {query.data.total}</Text>
            <WideTable minWidth={720} label="Training resources">
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Training resource</Table.Th>
                    <Table.Th scope="col">Type</Table.Th>
                    <Table.Th scope="col">Dates</Table.Th>
                    <Table.Th scope="col">Author</Table.Th>
                    <Table.Th scope="col">Views</Table.Th>
                    <Table.Th scope="col">Archived</Table.Th>
                    <Table.Th scope="col">Edit</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.trainingResource(item.slug)}>
                          {item.title}
                        </Anchor>
                        {item.hasDeprecatedMapping && (
                          <Text size="xs" c="orange.9">
                            Deprecated mapping
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{item.type}</Table.Td>
                      <Table.Td>{formatDateRange(item.startDate, item.endDate)}</Table.Td>
                      <Table.Td>{item.author ?? 'Shipped data'}</Table.Td>
                      <Table.Td>{item.hitCount}</Table.Td>
                      <Table.Td>
                        <Switch
                          aria-label={`Archived: ${item.title}`}
                          checked={item.archived}
                          disabled={archive.isPending}
                          onChange={(e) =>
                            archive.mutate(
                              { id: item.id, archived: e.currentTarget.checked },
                              {
                                onSuccess: (ref) =>
                                  notifySuccess(
                                    ref.archived
                                      ? 'Training resource archived'
                                      : 'Training resource restored',
                                  ),
                                onError: (error) => notifyFailure(error),
                              },
                            )
                          }
                        />
                      </Table.Td>
                      <Table.Td>
                        {item.isAuthor && (
                          <Anchor
                            component={Link}
                            to={paths.trainingResourceEdit(item.slug)}
                            aria-label={`Edit ${item.title}`}
                          >
                            Edit
                          </Anchor>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </WideTable>
            <PageLinks
              label="Pages of training resources"
              page={query.data.page}
              total={query.data.total}
              pageSize={TRAINING_PAGE.manage.size}
              maxLinks={TRAINING_PAGE.manage.links}
              onChange={(page) => update({ page })}
            />
          </Stack>
        )
      ) : query.error ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingView label={TRAINING_MESSAGES.loading} />
      )}
    </Stack>
  );
}
