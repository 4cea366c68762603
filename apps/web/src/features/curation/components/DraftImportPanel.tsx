import { Alert, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FileImportControls } from '../../../components/FileImportControls';
import { ApiError } from '../../../lib/api-client';
import {
  type DraftImportFile,
  type DraftImportSummary,
  useImportIntoDraft,
  usePreviewDraftImport,
  useUndoDraftImport,
} from '../api/draft-import';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const part = (c: DraftImportSummary['added']) =>
  [
    count(c.domains, 'domain', 'domains'),
    count(c.competencies, 'competency', 'competencies'),
    count(c.attributes, 'attribute', 'attributes'),
  ].join(', ');

/** The preview in the future tense, e.g. 'This import will add 0 domains, 1 competency, …; change …; move …'. */
export function draftPreviewText(s: DraftImportSummary): string {
  return `This import will add ${part(s.added)}; change ${part(s.changed)}; move ${part(s.moved)}.`;
}

/** What the preview adds to the framework's vocabularies and what it leaves as it is. */
function extrasText(s: DraftImportSummary): string {
  const extras = [
    s.attributeTypesAdded.length > 0 && `New attribute types: ${s.attributeTypesAdded.join(', ')}.`,
    s.expertiseLevelsAdded > 0 && `New expertise levels: ${s.expertiseLevelsAdded}.`,
    `Kept as they are (not in the file): ${part(s.kept)}.`,
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
  const [confirmingUndo, setConfirmingUndo] = useState(false);
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
                <Text size="sm">{draftPreviewText(preview.data)}</Text>
                {preview.data.moves.length > 0 && (
                  <List size="sm" data-testid="draft-import-moves">
                    {preview.data.moves.map((m) => (
                      <List.Item key={`${m.kind}:${m.title}:${m.from}`}>
                        The {m.kind} “{m.title}” moves from “{m.from}” to “{m.to}” (placed last there).
                      </List.Item>
                    ))}
                  </List>
                )}
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
              <Text size="sm">
                Added {part(imported.added)}; changed {part(imported.changed)}; moved {part(imported.moved)}.
              </Text>
              {imported.changeSetId !== null && (
                <Button mt="xs" size="xs" variant="default" onClick={() => setConfirmingUndo(true)}>
                  Undo this import
                </Button>
              )}
            </Alert>
          )}
          {undo.data && (
            <Alert color="blue" variant="light" title="Import undone">
              <Text size="sm">The draft is as it was before the import.</Text>
            </Alert>
          )}
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
      <Modal
        opened={confirmingUndo}
        onClose={() => setConfirmingUndo(false)}
        title="Undo this import?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text mb="md">
          The draft goes back to how it was before this import: what it added is removed and what it changed
          or moved is put back. Changes made to the draft after the import are undone too.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmingUndo(false)}>
            Cancel
          </Button>
          <Button
            loading={undo.isPending}
            onClick={() =>
              imported?.changeSetId != null &&
              undo.mutate(imported.changeSetId, { onSettled: () => setConfirmingUndo(false) })
            }
          >
            Undo the import
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
