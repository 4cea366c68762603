import { WORKING_COPY_NOTE, workingCopyFileName } from '@hub/domain';
import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { segment } from '../../../lib/api-client';

/**
 * 'Export the draft' (ADR 0059): downloads of the draft as a working copy, the CSV that 'Import CSV' reads
 * back (items added in the draft included) and the framework JSON, each marked 'working copy of draft,
 * not released' in the file and its name.
 * @param framework the framework's machine name
 */
export function WorkingCopyExport({ framework }: { framework: string }) {
  const base = `/api/v1/manage/frameworks/${segment(framework)}/draft`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="working-copy-heading">
      <Title order={2} size="h4" id="working-copy-heading" mb="xs">
        Export the draft
      </Title>
      <Text size="sm" mb="sm">
        A {WORKING_COPY_NOTE}: edit the CSV and import it back here with 'Import CSV'.
      </Text>
      <Group gap="lg">
        <Anchor href={`${base}/export.csv`} download={workingCopyFileName(framework, 'csv')}>
          Draft CSV (working copy)
        </Anchor>
        <Anchor href={`${base}/framework.json`} download={workingCopyFileName(framework, 'json')}>
          Draft framework JSON (working copy)
        </Anchor>
      </Group>
    </Paper>
  );
}
