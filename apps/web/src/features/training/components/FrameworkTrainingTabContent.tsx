import { TRAINING_MESSAGES, TRAINING_PAGE } from '@hub/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { PageLinks } from '../../../components/PageLinks';
import { showListTop } from '../../../lib/list-top';
import { trainingFiltersFrom as filtersFrom, useFrameworkTrainingResources } from '../api/training';
import { TrainingFilters } from './TrainingFilters';
import { TrainingResourceTable } from './TrainingResourceTable';

/**
 * The framework page's 'Training resources' tab: search, type select, the table (15 per page, 10 page
 * links, newest update first) and 'No results found' with 'Show all training resources'. The filters live
 * in the address, so a filtered list can be shared and Back returns to the previous filter; typing
 * replaces the history entry instead of adding one per keystroke; a page link takes the reader to the
 * table's top (`showListTop`, ADR 0045). Source: docs/features/browsing.md Training
 * resource lists, docs/features/browsing.md §11; docs/features/training.md §1.
 * @param framework machine name
 * @param title framework title (for the table's caption)
 */
export function FrameworkTrainingTab({ framework, title }: { framework: string; title: string }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const query = useFrameworkTrainingResources(framework, filters);
  const { size, links } = TRAINING_PAGE.framework;
  const listTop = useRef<HTMLDivElement>(null);

  const paramsOf = (next: Partial<typeof filters>) => {
    const merged = { ...filters, ...next };
    const out = new URLSearchParams();
    if (merged.page > 1) out.set('page', String(merged.page));
    if (merged.search) out.set('search', merged.search);
    if (merged.type && merged.type !== 'All') out.set('type', merged.type);
    return out;
  };
  const update = (next: Partial<typeof filters>, replace = false) => {
    setParams(paramsOf(next), { replace, preventScrollReset: true });
  };

  return (
    <Stack gap="md">
      <TrainingFilters
        idPrefix="framework-training"
        search={filters.search}
        type={filters.type}
        onSearch={(search) => update({ search, page: 1 }, true)}
        onType={(type) => update({ type, page: 1 })}
      />
      {query.data ? (
        query.data.items.length === 0 ? (
          <Stack gap="xs" align="start">
            <Text fw={600}>{TRAINING_MESSAGES.noResults}</Text>
            <Button variant="light" onClick={() => update({ search: '', type: 'All', page: 1 })}>
              {TRAINING_MESSAGES.showAll}
            </Button>
          </Stack>
        ) : (
          <Stack
            gap="sm"
            aria-busy={query.isFetching}
            ref={listTop}
            tabIndex={-1}
            style={{ outline: 'none', scrollMarginTop: 16 }}
          >
            <Text size="sm" aria-live="polite">
              {query.data.total} training resource{query.data.total === 1 ? '' : 's'}
            </Text>
            <TrainingResourceTable
              items={query.data.items}
              page={query.data.page}
              pageSize={query.data.pageSize}
              caption={`Training resources of ${title}`}
            />
            <PageLinks
              label="Training resource pages"
              page={query.data.page}
              total={query.data.total}
              pageSize={size}
              maxLinks={links}
              onChange={(page) => {
                update({ page });
                showListTop(listTop.current);
              }}
              href={(page) => `?${paramsOf({ page })}`}
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
