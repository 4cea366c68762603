import { Alert, Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileImportControls } from '../../../components/FileImportControls';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { type CsvImportSummary, useImportCsv } from '../api/import-csv';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line of what an import did, e.g. 'Added 0 domains, 1 competency, 1 attribute; changed …'. */
export function summaryText(s: CsvImportSummary): string {
  const part = (c: CsvImportSummary['added']) =>
    [
      count(c.domains, 'domain', 'domains'),
      count(c.competencies, 'competency', 'competencies'),
      count(c.attributes, 'attribute', 'attributes'),
    ].join(', ');
  return `Added ${part(s.added)}; changed ${part(s.changed)}.`;
}

/**
 * 'Import CSV' for managers of the framework (issue #9 §2): an edited export (identifier columns ticked)
 * goes back into the framework's draft. Rows are matched by UUID, rows without one are added, nothing is
 * deleted; a refused file lists each problem with its row, and nothing changes.
 * @param framework machine name; @param title display name
 */
export function ImportCsvPanel({ framework, title }: { framework: string; title: string }) {
  const [file, setFile] = useState<File | null>(null);
  const importCsv = useImportCsv(framework);
  const error = importCsv.error instanceof ApiError ? importCsv.error : null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-csv-heading">
      <Stack gap="sm">
        <Title order={3} id="import-csv-heading">
          Import CSV into the draft
        </Title>
        <Text size="sm">
          As a manager of {title} you can edit this export in a spreadsheet (keep the UUID columns) and import
          it into the framework's draft: rows are matched by their UUIDs, rows without UUIDs are added, and
          nothing is deleted (archive items in the draft instead). Comma or semicolon separated files both
          work.
        </Text>
        <FileImportControls
          label="CSV file"
          accept=".csv,text/csv"
          buttonLabel="Import into the draft"
          file={file}
          loading={importCsv.isPending}
          onChange={(value) => {
            setFile(value);
            importCsv.reset();
          }}
          onImport={(chosen) => void chosen.text().then((text) => importCsv.mutate(text))}
        />
        <div role="status">
          {importCsv.data && (
            <Alert color="blue" variant="light" title="Imported into the draft">
              <Text size="sm">{summaryText(importCsv.data)}</Text>
              <Anchor component={Link} to={paths.manageCompetencies(framework)} size="sm">
                Open the draft
              </Anchor>
            </Alert>
          )}
        </div>
        {importCsv.error && (
          <Alert color="red" variant="light" title="The file was not imported" role="alert">
            <Text size="sm">{importCsv.error.message}</Text>
            {error?.status === 409 && (
              <Anchor component={Link} to={paths.manageCompetencies(framework)} size="sm">
                Create the draft first
              </Anchor>
            )}
            {error?.issues && error.issues.length > 0 && (
              <List size="sm" mt="xs" data-testid="import-issues">
                {error.issues.map((issue) => (
                  <List.Item key={`${issue.path}:${issue.message}`}>
                    {issue.path === 'file' ? '' : `${issue.path[0]?.toUpperCase()}${issue.path.slice(1)}: `}
                    {issue.message}
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
