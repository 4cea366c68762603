import { formatDateRange, TRAINING_MESSAGES, TRAINING_PAGE } from '@hub/domain';
import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { PageLinks } from '../../../components/PageLinks';
import { paths } from '../../../config/paths';
import { showListTop } from '../../../lib/list-top';
import { useCompetencyTrainingResources } from '../api/training';
import { TrainingFilters } from './TrainingFilters';

/**
 * The training resources of one competency (its details page's second tab): resources mapped to the
 * competency as a whole or through one of its attributes, in any version (matched by lineage uuid);
 * type filter, title search, 10 per page with 5 page links shown only above 10; 'No training resources
 * found.' when there are none; a page link takes the reader to the list's top (ADR 0045). Source: docs/features/browsing.md Competency details, docs/features/browsing.md §11; docs/features/training.md §1.
 * @param framework machine name
 * @param competencyUuid the competency's lineage uuid
 */
export function CompetencyTrainingList({
  framework,
  competencyUuid,
}: {
  framework: string;
  competencyUuid: string;
}) {
  const [filters, setFilters] = useState({ page: 1, search: '', type: 'All' });
  const query = useCompetencyTrainingResources(framework, competencyUuid, filters);
  const { size, links } = TRAINING_PAGE.competency;
  const filtered = filters.search !== '' || filters.type !== 'All';
  const listTop = useRef<HTMLDivElement>(null);

  return (
    <Stack gap="md">
      <TrainingFilters
        idPrefix="competency-training"
        search={filters.search}
        type={filters.type}
        onSearch={(search) => setFilters((f) => ({ ...f, search, page: 1 }))}
        onType={(type) => setFilters((f) => ({ ...f, type, page: 1 }))}
      />
      {query.data ? (
        query.data.items.length === 0 ? (
          <Text fw={600}>{filtered ? TRAINING_MESSAGES.noResults : TRAINING_MESSAGES.noneForCompetency}</Text>
        ) : (
          <Stack gap="sm" ref={listTop} tabIndex={-1} style={{ outline: 'none', scrollMarginTop: 16 }}>
            <Text size="sm" aria-live="polite">
              {query.data.total} training resource{query.data.total === 1 ? '' : 's'}
            </Text>
            <List spacing="sm" listStyleType="none" aria-label="Training resources of this competency">
              {query.data.items.map((item) => (
                <List.Item key={item.id}>
                  <Anchor component={Link} to={paths.trainingResource(item.slug)} fw={600}>
                    {item.title}
                  </Anchor>
                  <Group gap="xs">
                    <Text size="sm">{item.type}</Text>
                    {(item.startDate || item.endDate) && (
                      <Text size="sm">· {formatDateRange(item.startDate, item.endDate)}</Text>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
            <PageLinks
              label="Training resource pages of this competency"
              page={query.data.page}
              total={query.data.total}
              pageSize={size}
              maxLinks={links}
              onChange={(page) => {
                setFilters((f) => ({ ...f, page }));
                showListTop(listTop.current);
              }}
            />
          </Stack>
        )
      ) : query.error ? (
        <ErrorView
          error={query.error}
          title={TRAINING_MESSAGES.loadFailed}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingView label={TRAINING_MESSAGES.loading} />
      )}
    </Stack>
  );
}
