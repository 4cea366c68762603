import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FileImportControls } from '../../../components/FileImportControls';
import {
  ImportMovesList,
  ImportUndoneAlert,
  importCountsText,
  importPreviewText,
  importSummaryText,
  UndoImportControl,
} from '../../../components/ImportReview';
import { ApiError } from '../../../lib/api-client';
import {
  type DraftImportFile,
  type DraftImportSummary,
  useImportIntoDraft,
  usePreviewDraftImport,
  useUndoDraftImport,
} from '../api/draft-import';

/** What the preview adds to the framework's vocabularies and what it leaves as it is. */
function extrasText(s: DraftImportSummary): string {
  const extras = [
    s.attributeTypesAdded.length > 0 && `New attribute types: ${s.attributeTypesAdded.join(', ')}.`,
    s.expertiseLevelsAdded > 0 && `New expertise levels: ${s.expertiseLevelsAdded}.`,
    `Kept as they are (not in the file): ${importCountsText(s.kept)}.`,
  ];
  return extras.filter(Boolean).join(' ');
}

/**
 * 'Import into the draft' on the manage screen of a draft (issue #21 §3–§4): a CASE package (JSON) or a
 * Moodle competency framework CSV goes into the existing draft. 'Preview the import' says what it will
 * add, change and move (each move listed) before anything is written; the import keeps positions (new
 * items appended, nothing deleted) and is one change set that 'Undo this import' reverts after asking.
 * A refused file lists each problem with its place in the file.
 * @param framework machine name
 */
export function DraftImportPanel({ framework }: { framework: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<DraftImportFile | null>(null);
  const preview = usePreviewDraftImport(framework);
  const importFile = useImportIntoDraft(framework);
  const undo = useUndoDraftImport(framework);
  const failed = preview.error ?? importFile.error;
  const apiError = failed instanceof ApiError ? failed : null;
  const reset = () => {
    preview.reset();
    importFile.reset();
    undo.reset();
    setRead(null);
  };
  const choose = async (chosen: File) => {
    reset();
    const next: DraftImportFile = {
      format: /\.csv$/i.test(chosen.name) ? 'moodle' : 'case',
      text: await chosen.text(),
    };
    setRead(next);
    preview.mutate(next);
  };
  const imported = importFile.data;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="draft-import-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="draft-import-heading">
          Import into the draft
        </Title>
        <Text size="sm">
          A CASE package (JSON, from this hub, OpenSALT or CaSS) or a Moodle competency framework CSV goes
          into this draft: items are matched by their identifiers (Moodle ID numbers by code), matched items
          take the file's titles and codes, new items are added after their siblings, existing items keep
          their places, and nothing is deleted. You see what the import will do before it is written, and can
          undo it afterwards.
        </Text>
        <FileImportControls
          label="CASE or Moodle file"
          accept=".json,application/json,.csv,text/csv"
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
          {preview.data && read && !imported && (
            <Alert color="blue" variant="light" title="What this import will do">
              <Stack gap="xs">
                <Text size="sm">{importPreviewText(preview.data)}</Text>
                <ImportMovesList moves={preview.data.moves} testId="draft-import-moves" />
                <Text size="sm">{extrasText(preview.data)}</Text>
                <Group>
                  <Button loading={importFile.isPending} onClick={() => importFile.mutate(read)}>
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
                <UndoImportControl changeSetId={imported.changeSetId} undo={undo} />
              </Group>
            </Alert>
          )}
          {undo.data && <ImportUndoneAlert />}
        </div>
        {(failed || undo.error) && (
          <Alert
            color="red"
            variant="light"
            title={undo.error ? 'The import was not undone' : 'The file was not imported'}
            role="alert"
          >
            <Text size="sm">{(undo.error ?? failed)?.message}</Text>
            {apiError?.issues && apiError.issues.length > 0 && (
              <List size="sm" mt="xs" data-testid="draft-import-issues">
                {apiError.issues.map((issue) => (
                  <List.Item key={`${issue.path}:${issue.message}`}>
                    {issue.path}: {issue.message}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
