/**
 * The framework export table. Source: docs/features/browsing.md §5 (column filters, CSV named
 * {framework}_{version}.csv).
 */
import type { ExportTable } from '@hub/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, segment } from '../../../lib/api-client';

/**
 * Builds the export request path; excluded columns go in `exclude` as a comma list, sorted so equal
 * selections share a cache entry.
 */
export function exportPath(framework: string, version: string, excluded: readonly string[]): string {
  const base = `/api/v1/frameworks/${segment(framework)}/versions/${segment(version)}/export`;
  if (excluded.length === 0) return base;
  const params = new URLSearchParams({ exclude: [...excluded].sort().join(',') });
  return `${base}?${params.toString()}`;
}

/** GET the export table without the `excluded` columns. @throws ApiError */
export function fetchExport(
  framework: string,
  version: string,
  excluded: readonly string[],
  signal?: AbortSignal,
): Promise<ExportTable> {
  return apiGet<ExportTable>(exportPath(framework, version, excluded), signal);
}

/** Query options of the export table for one set of excluded columns. */
export const exportQuery = (framework: string, version: string, excluded: readonly string[]) =>
  queryOptions({
    queryKey: ['frameworks', framework, 'versions', version, 'export', [...excluded].sort()],
    queryFn: ({ signal }) => fetchExport(framework, version, excluded, signal),
  });

/**
 * Loads the export table; while a new column selection loads, the previous table stays visible
 * (`isPlaceholderData` is then true).
 */
export function useExportTable(framework: string, version: string, excluded: readonly string[]) {
  return useQuery({ ...exportQuery(framework, version, excluded), placeholderData: keepPreviousData });
}
