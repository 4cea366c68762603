import { CsvEncodingError, type DecodedCsv, decodeCsvBytes } from '@hub/domain';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FileImportControls } from '../../../components/FileImportControls';
import { ImportItemsList, isStalePreview, StalePreviewNotice } from '../../../components/ImportItemsList';
import {
  ImportUndoneAlert,
  importIssueText,
  importPreviewText,
  importRecognisedText,
  importSummaryText,
  UndoImportControl,
} from '../../../components/ImportReview';
import { ApiError } from '../../../lib/api-client';
import {
  useImportIntoDraft,
  usePreviewDraftImport,
  useUndoableImport,
  useUndoDraftImport,
} from '../api/draft-import';
import { draftImportExtrasText } from '../logic';

/**
 * 'Import into the draft' on the manage screen of a draft (ADR 0022; docs/features/curation.md §5, ADR 0036): a CASE package
 * (JSON), a Moodle competency framework CSV or the Export page's CSV goes into the existing draft, its kind
 * told by the server from the content, never from the file's name. The file's bytes are read as UTF-8,
 * UTF-16 or Windows-1252 (as the Export page's import does). 'Preview the import' says which kind was
 * recognised and what it will add, change and move, item by item, marking items colleagues changed since
 * the file's source (ADR 0065), before anything is written; 'Import into the draft' then writes it as one
 * change set that 'Undo this import' reverts after asking. When the draft changed since the preview, the
 * import is refused, the screen says so and previews the file again.
 * A refused file (of none of these kinds, or invalid) lists each problem with its place in the file; the
 * draft is unchanged and the chosen file stays chosen.
 * @param framework machine name
 */
export function DraftImportPanel({ framework }: { framework: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<DecodedCsv | null>(null);
  const [encodingError, setEncodingError] = useState<string | null>(null);
  // The 409 of an import whose preview the draft outdated: its preview runs again (ADR 0065).
  const [stale, setStale] = useState<unknown>(null);
  const preview = usePreviewDraftImport(framework);
  const importFile = useImportIntoDraft(framework);
  const undo = useUndoDraftImport(framework);
  // After a reload the last import is still undoable: the API lists it (ADR 0022).
  const recorded = useUndoableImport(framework).data ?? null;
  const failed = preview.error ?? (isStalePreview(importFile.error) ? null : importFile.error);
  const apiError = failed instanceof ApiError ? failed : null;
  const reset = () => {
    preview.reset();
    importFile.reset();
    undo.reset();
    setRead(null);
    setEncodingError(null);
    setStale(null);
  };
  const importRead = (text: string) =>
    importFile.mutate(
      { text, revision: preview.data?.revision },
      {
        onError: (error) => {
          if (!isStalePreview(error)) return;
          setStale(error);
          preview.mutate(text);
        },
      },
    );
  const choose = async (chosen: File) => {
    reset();
    try {
      const decoded = decodeCsvBytes(new Uint8Array(await chosen.arrayBuffer()));
      setRead(decoded);
      preview.mutate(decoded.text);
    } catch (error) {
      if (!(error instanceof CsvEncodingError)) throw error;
      setEncodingError(error.message);
    }
  };
  const imported = importFile.data;
  const extras = preview.data ? draftImportExtrasText(preview.data) : '';

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="draft-import-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="draft-import-heading">
          Import into the draft
        </Title>
        <Text size="sm">
          A CASE package (JSON, from this hub, OpenSALT or CaSS), a Moodle competency framework CSV or this
          hub's export CSV goes into this draft; the hub recognises which from the file's content, whatever
          its name. Items are matched by their identifiers (Moodle ID numbers by code), matched items take the
          file's titles and codes, new items are added after their siblings, existing items keep their places,
          and nothing is deleted. You see what the import will do before it is written, and can undo it
          afterwards.
        </Text>
        <FileImportControls
          label="CASE package, Moodle CSV or export CSV"
          buttonLabel="Preview the import"
          file={file}
          loading={preview.isPending}
          onChange={(value) => {
            setFile(value);
            reset();
          }}
          onImport={(chosen) => void choose(chosen)}
        />
        <div role="status">
          {stale !== null && preview.data && !imported && <StalePreviewNotice error={stale} />}
          {preview.data && read && !imported && (
            <Alert color="blue" variant="light" title="What this import will do">
              <Stack gap="xs">
                <Text size="sm">{importRecognisedText(preview.data.title, read.encoding)}</Text>
                <Text size="sm">{importPreviewText(preview.data)}</Text>
                <ImportItemsList summary={preview.data} testId="draft-import" />
                {extras && <Text size="sm">{extras}</Text>}
                <Group>
                  <Button
                    loading={importFile.isPending || preview.isPending}
                    onClick={() => importRead(read.text)}
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
              <Text size="sm">
                {importRecognisedText(imported.title)} {importSummaryText(imported)}
              </Text>
              <Group mt="xs">
                <UndoImportControl changeSetId={imported.changeSetId} undo={undo} />
              </Group>
            </Alert>
          )}
          {recorded && !imported && !undo.data && !preview.data && (
            <Alert color="blue" variant="light" title="The draft's last import">
              <Text size="sm">
                {recorded.kind} imported by {recorded.username} on{' '}
                {new Date(recorded.createdAt).toLocaleString('en-GB')}.
              </Text>
              <Group mt="xs">
                <UndoImportControl changeSetId={recorded.id} undo={undo} />
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
            {apiError?.issues && apiError.issues.length > 0 && !undo.error && (
              <List size="sm" mt="xs" data-testid="draft-import-issues">
                {apiError.issues.map((issue) => (
                  <List.Item key={`${issue.path}:${issue.message}`}>{importIssueText(issue)}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
