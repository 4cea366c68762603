import { Alert, Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileImportControls } from '../../../components/FileImportControls';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useCaseImport } from '../api/case-import';

/**
 * 'Import a CASE package' on the manage-frameworks screen (docs/features/interchange-files.md §1): a CASE 1.0/1.1 CFPackage (JSON)
 * from OpenSALT, CaSS or another hub becomes a draft: of the framework it shares identifiers with, or of
 * a new framework assigned to the manager. A refused file lists each problem with its place in the file.
 */
export function CaseImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const upload = useCaseImport();
  const error = upload.error instanceof ApiError ? upload.error : null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="case-import-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="case-import-heading">
          Import a CASE package
        </Title>
        <Text size="sm">
          A CASE 1.0 or 1.1 CFPackage (JSON) becomes a draft: of the framework it shares identifiers with, or
          of a new framework assigned to you. Items nested under the document become domains, competencies and
          attributes; other associations are kept in the audit trail and listed.
        </Text>
        <FileImportControls
          label="CASE file"
          accept=".json,application/json"
          buttonLabel="Import as a draft"
          file={file}
          loading={upload.isPending}
          onChange={(value) => {
            setFile(value);
            upload.reset();
          }}
          onImport={(chosen) => void chosen.text().then((text) => upload.mutate(text))}
        />
        <div role="status">
          {upload.data && (
            <Alert color="blue" variant="light" title="Imported">
              <Text size="sm">{upload.data.summary}</Text>
              <Anchor component={Link} to={paths.manageCompetencies(upload.data.machineName)} size="sm">
                Open the draft
              </Anchor>
            </Alert>
          )}
        </div>
        {upload.error && (
          <Alert color="red" variant="light" title="The package was not imported" role="alert">
            <Text size="sm">{upload.error.message}</Text>
            {error?.issues && error.issues.length > 0 && (
              <List size="sm" mt="xs" data-testid="case-import-issues">
                {error.issues.map((issue) => (
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
