import { EXPORT_PROFILE_COLUMN_SUFFIX, type FrameworkRef } from '@hub/domain';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, type ComponentType, useId, useState } from 'react';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import {
  PlainTable,
  PlainTbody,
  PlainTd,
  PlainTh,
  PlainThead,
  PlainTr,
} from '../../../components/PlainTable';
import { useLoadedWhen } from '../../../lib/on-demand';
import { useFrameworkCan } from '../../../lib/session';
import { exportQuery, useExportTable } from '../api/export';
import { csvFileName } from '../api/file-name';
import classes from './columns.module.css';
import type { ImportCsvPanel } from './ImportCsvPanel';
import { OtherFormats } from './OtherFormats';

/**
 * The export table's query options, for the framework page's loader (ADR 0068), which imports this module
 * (the tab's code, loaded when the tab opens) instead of the read's own, so that the tab is one file.
 */
export { exportQuery } from '../api/export';

/** The checkbox label of a profile column: the profile's name without the column's suffix. */
function profileLabel(column: string): string {
  return column.replace(EXPORT_PROFILE_COLUMN_SUFFIX, '');
}

/** The managers' CSV import, loaded when a manager opens the export (its encoding detection is 9 KB). */
const loadImportCsvPanel = (): Promise<ComponentType<ComponentProps<typeof ImportCsvPanel>>> =>
  import('./ImportCsvPanel').then((module) => module.ImportCsvPanel);

/** Rows shown in the preview table. */
export const PREVIEW_ROWS = 20;

/**
 * A group of optional columns: a fieldset named by its legend, with a native checkbox per column (checked
 * means included), drawn with Mantine's sizes and colours without loading Mantine's Checkbox (ADR 0055).
 * Source: docs/features/browsing.md §5.
 * @param legend the group's name; @param description a line under it
 * @param columns the group's columns; @param excluded currently excluded columns (of any group)
 * @param onChange receives the new excluded list; @param emptyText shown instead of checkboxes when there are no columns
 * @param labelOf the checkbox label of a column (the column name by default)
 */
function ColumnGroup({
  legend,
  description,
  columns,
  excluded,
  onChange,
  emptyText,
  labelOf = (column) => column,
}: {
  legend: string;
  description?: string;
  columns: readonly string[];
  excluded: readonly string[];
  onChange: (excluded: string[]) => void;
  emptyText: string;
  labelOf?: (column: string) => string;
}) {
  const descriptionId = useId();
  const hasDescription = description !== undefined && columns.length > 0;
  return (
    <fieldset className={classes.group} aria-describedby={hasDescription ? descriptionId : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      {columns.length === 0 ? (
        <Text size="sm" mt={4}>
          {emptyText}
        </Text>
      ) : (
        <>
          {hasDescription && (
            <p className={classes.description} id={descriptionId}>
              {description}
            </p>
          )}
          <div className={classes.options}>
            {columns.map((column) => (
              <label key={column} className={classes.option}>
                <input
                  type="checkbox"
                  checked={!excluded.includes(column)}
                  onChange={(event) => {
                    const ticked = event.currentTarget.checked;
                    // The other groups' exclusions first, then this group's in its columns' order.
                    onChange([
                      ...excluded.filter((other) => !columns.includes(other)),
                      ...columns.filter((other) => (other === column ? !ticked : excluded.includes(other))),
                    ]);
                  }}
                />
                {labelOf(column)}
              </label>
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}

/**
 * The export of one framework version: explanation, 'Identifiers', 'Reference profiles' and (for a
 * framework with a scale) 'Expertise levels' checkbox groups (all checked; unchecking excludes the column
 * and reloads the table; a profile's column holds its expected level per competency, ADR 0030; the group
 * says so when the version has none; the level columns hold the scale, ADR 0067), a preview of the first
 * rows, and an 'Export CSV' button (and 'CSV for Excel': with a UTF-8 byte order mark, docs/features/curation.md §5) that
 * builds the CSV in the browser and downloads it as
 * `{framework}_{version}.csv`. Errors of the load are shown with a retry.
 * Source: docs/features/browsing.md §5, §11.
 * @param framework machine name; @param version version number; @param title display name
 * @param extendsVersion the core version an extension builds on (its rows are in the CSV; ADR 0045)
 */
export function ExportPanel({
  framework,
  version,
  title,
  extendsVersion = null,
}: {
  framework: string;
  version: string;
  title: string;
  extendsVersion?: FrameworkRef | null;
}) {
  const [excluded, setExcluded] = useState<string[]>([]);
  const can = useFrameworkCan(framework);
  const query = useExportTable(framework, version, excluded);
  // The unfiltered table (fetched first, then cached) lists every optional column, so a column stays
  // offered after it has been unticked.
  const full = useQuery(exportQuery(framework, version, []));
  const table = query.data;
  const identifiers = full.data?.filters.identifiers ?? table?.filters.identifiers ?? [];
  // On screen, titles first and ids and uuids last (docs/features/browsing.md §7); the CSV keeps the export's own order.
  const previewHeaders = table
    ? [
        ...table.headers.filter((header) => !identifiers.includes(header)),
        ...table.headers.filter((header) => identifiers.includes(header)),
      ]
    : [];
  const profiles = full.data?.filters.profiles ?? table?.filters.profiles ?? [];
  const levels = full.data?.filters.levels ?? table?.filters.levels ?? [];

  const ImportPanel = useLoadedWhen(can.manage, loadImportCsvPanel);

  // The CSV writer (papaparse) is loaded with the first click (ADR 0055).
  const handleExport = async (excel = false) => {
    if (!table) return;
    try {
      const { buildCsv, downloadCsv, forExcel } = await import('../api/csv');
      const csv = buildCsv(table);
      downloadCsv(excel ? forExcel(csv) : csv, csvFileName(table.fileName, framework, version));
    } catch {
      notifications.show({ color: 'red', message: 'Unable to perform the request' });
    }
  };

  return (
    <Stack gap="md">
      <Title order={2}>Export framework</Title>
      <Text>
        Download {title} version {version} as a CSV file that opens in any spreadsheet program: one row per
        attribute, with its competency and domain. Competencies without attributes take one row with empty
        attribute cells. Untick the columns you do not need; the preview below follows your choice.
      </Text>
      {query.isPending && <LoadingView />}
      {query.error && !table && <ErrorView error={query.error} onRetry={() => void query.refetch()} />}
      {table && (
        <>
          <ColumnGroup
            legend="Identifiers"
            columns={identifiers}
            excluded={excluded}
            onChange={setExcluded}
            emptyText="This export has no identifier columns."
          />
          <ColumnGroup
            legend="Reference profiles"
            description="Each ticked profile adds a column with the level it expects for each competency."
            columns={profiles}
            excluded={excluded}
            onChange={setExcluded}
            emptyText="No reference profiles have been published for this version, so there are no expected levels to add."
            labelOf={profileLabel}
          />
          {levels.length > 0 && (
            <ColumnGroup
              legend="Expertise levels"
              description="The framework's scale beside the rows, one level per row from the top, lowest rating first; 'Import CSV' adds the levels a framework lacks."
              columns={levels}
              excluded={excluded}
              onChange={setExcluded}
              emptyText=""
            />
          )}
          {query.error && <ErrorView error={query.error} onRetry={() => void query.refetch()} />}
          <Group gap="md">
            <Button onClick={() => void handleExport()} disabled={query.isPlaceholderData}>
              Export CSV
            </Button>
            <Button
              variant="default"
              onClick={() => void handleExport(true)}
              disabled={query.isPlaceholderData}
            >
              CSV for Excel
            </Button>
            <Text size="sm">
              {table.data.length} {table.data.length === 1 ? 'row' : 'rows'}, file{' '}
              {csvFileName(table.fileName, framework, version)}
            </Text>
            {query.isFetching && (
              <Text size="sm" role="status">
                Updating the preview...
              </Text>
            )}
          </Group>
          <Title order={3}>
            Preview{table.data.length > PREVIEW_ROWS ? ` (first ${PREVIEW_ROWS} rows)` : ''}
          </Title>
          {table.data.length === 0 ? (
            <Text>This version has no competencies to export.</Text>
          ) : (
            <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Export preview">
              <PlainTable
                withTableBorder
                fontSize="sm"
                minWidth={previewHeaders.length * 150}
                testId="export-preview"
              >
                <PlainThead>
                  <PlainTr striped>
                    {previewHeaders.map((header) => (
                      <PlainTh key={header} columnBorder>
                        {header}
                      </PlainTh>
                    ))}
                  </PlainTr>
                </PlainThead>
                {/* Plain table, rows and cells (ADR 0027): the preview holds a few hundred cells to hydrate. */}
                <PlainTbody>
                  {table.data.slice(0, PREVIEW_ROWS).map((row, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no id and never reorder
                    <PlainTr key={index} striped>
                      {previewHeaders.map((header) => (
                        <PlainTd key={header} columnBorder>
                          {row[header] ?? ''}
                        </PlainTd>
                      ))}
                    </PlainTr>
                  ))}
                </PlainTbody>
              </PlainTable>
            </Box>
          )}
        </>
      )}
      <OtherFormats framework={framework} version={version} extendsVersion={extendsVersion} />
      {can.manage && ImportPanel && <ImportPanel framework={framework} title={title} />}
    </Stack>
  );
}
