import { CsvEncodingError, type DecodedCsv, decodeCsvBytes } from '@hub/domain';
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileImportControls } from '../../../components/FileImportControls';
import { ImportItemsList, isStalePreview, StalePreviewNotice } from '../../../components/ImportItemsList';
import {
  ImportUndoneAlert,
  importPreviewText,
  importSummaryText,
  UndoImportControl,
} from '../../../components/ImportReview';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useImportCsv, usePreviewCsv, useUndoImport } from '../api/import-csv';

/** The issues of a refused file, one per line with its row. */
function IssueList({ error }: { error: ApiError | null }) {
  if (!error?.issues || error.issues.length === 0) return null;
  return (
    <List size="sm" mt="xs" data-testid="import-issues">
      {error.issues.map((issue) => (
        <List.Item key={`${issue.path}:${issue.message}`}>
          {issue.path === 'file' ? '' : `${issue.path[0]?.toUpperCase()}${issue.path.slice(1)}: `}
          {issue.message}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * 'Import CSV' for managers of the framework (docs/features/interchange-files.md §1; ADR 0022; docs/features/curation.md §5): an edited export (identifier
 * columns ticked) goes back into the framework's draft. The file is read as UTF-8 (with or without BOM),
 * UTF-16 or Windows-1252 (named in the preview) or refused; 'Preview the import' says what it will add,
 * change and move, item by item (ADR 0065), before anything is written; an import the draft outdated since
 * its preview is refused, said so and previewed again; the import keeps positions (new rows appended) and is one
 * change set that 'Undo this import' reverts. A refused file lists each problem with its row.
 * @param framework machine name; @param title display name
 */
export function ImportCsvPanel({ framework, title }: { framework: string; title: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [decoded, setDecoded] = useState<DecodedCsv | null>(null);
  const [encodingError, setEncodingError] = useState<string | null>(null);
  // The 409 of an import whose preview the draft outdated: its preview runs again (ADR 0065).
  const [stale, setStale] = useState<unknown>(null);
  const preview = usePreviewCsv(framework);
  const importCsv = useImportCsv(framework);
  const undo = useUndoImport(framework);
  const failed = preview.error ?? (isStalePreview(importCsv.error) ? null : importCsv.error);
  const apiError = failed instanceof ApiError ? failed : null;

  const reset = () => {
    preview.reset();
    importCsv.reset();
    undo.reset();
    setDecoded(null);
    setEncodingError(null);
    setStale(null);
  };
  const importText = (csv: string) =>
    importCsv.mutate(
      { csv, revision: preview.data?.revision },
      {
        onError: (error) => {
          if (!isStalePreview(error)) return;
          setStale(error);
          preview.mutate(csv);
        },
      },
    );
  const read = async (chosen: File) => {
    reset();
    try {
      const result = decodeCsvBytes(new Uint8Array(await chosen.arrayBuffer()));
      setDecoded(result);
      preview.mutate(result.text);
    } catch (error) {
      if (!(error instanceof CsvEncodingError)) throw error;
      setEncodingError(error.message);
    }
  };
  const imported = importCsv.data;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-csv-heading">
      <Stack gap="sm">
        <Title order={3} id="import-csv-heading">
          Import CSV into the draft
        </Title>
        <Text size="sm">
          As a manager of {title} you can edit this export in a spreadsheet (keep the UUID columns) and import
          it into the framework's draft: rows are matched by their UUIDs, rows without UUIDs are added after
          their siblings, existing rows keep their places, and nothing is deleted (archive items in the draft
          instead). Comma or semicolon separated files in UTF-8 or Windows-1252 both work. You see what the
          import will do before it is written, and can undo it afterwards.
        </Text>
        <FileImportControls
          label="CSV file"
          accept=".csv,text/csv"
          buttonLabel="Preview the import"
          file={file}
          loading={preview.isPending}
          onChange={(value) => {
            setFile(value);
            reset();
          }}
          onImport={(chosen) => void read(chosen)}
        />
        <div role="status">
          {stale !== null && preview.data && !imported && <StalePreviewNotice error={stale} />}
          {preview.data && decoded && !imported && (
            <Alert color="blue" variant="light" title="What this import will do">
              <Stack gap="xs">
                <Text size="sm">Read as {decoded.encoding}.</Text>
                <Text size="sm">{importPreviewText(preview.data)}</Text>
                <ImportItemsList summary={preview.data} testId="import" />
                <Group>
                  <Button
                    loading={importCsv.isPending || preview.isPending}
                    onClick={() => importText(decoded.text)}
                  >
                    Import into the draft
                  </Button>
                  <Button variant="default" onClick={reset}>
                    Cancel
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {imported && !undo.data && (
            <Alert color="blue" variant="light" title="Imported into the draft">
              <Text size="sm">{importSummaryText(imported)}</Text>
              <Group mt="xs">
                <Anchor component={Link} to={paths.manageCompetencies(framework)} size="sm">
                  Open the draft
                </Anchor>
                <UndoImportControl changeSetId={imported.changeSetId} undo={undo} />
              </Group>
            </Alert>
          )}
          {undo.data && <ImportUndoneAlert result={undo.data} />}
        </div>
        {(failed || encodingError || undo.error) && (
          <Alert
            color="red"
            variant="light"
            title={undo.error ? 'The import was not undone' : 'The file was not imported'}
            role="alert"
          >
            <Text size="sm">{encodingError ?? (undo.error ?? failed)?.message}</Text>
            {apiError?.status === 409 && !undo.error && (
              <Anchor component={Link} to={paths.manageCompetencies(framework)} size="sm">
                Create the draft first
              </Anchor>
            )}
            <IssueList error={apiError} />
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
