import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { usePendingConflict } from '../lib/conflict';
import { useOpenedAfterMount } from '../lib/on-demand';

/**
 * The stale-write dialog (issue #21 §1): the other manager's change and the manager's own, side by side,
 * with 'Keep mine' (saves again over theirs) and 'Take theirs' (drops the manager's change). Closing it
 * decides nothing: the form keeps the typed values and shows the reason.
 */
export function ConflictDialog() {
  const question = usePendingConflict();
  const opened = useOpenedAfterMount(question !== null);
  const when = question?.changedAt ? new Date(question.changedAt).toLocaleString('en-GB') : null;
  return (
    <Modal
      opened={opened}
      onClose={() => question?.answer('cancel')}
      title="Someone else changed this meanwhile"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Above the dialog the save came from (an order or form modal stays open under it).
      zIndex={400}
    >
      {question && (
        <Stack gap="md">
          <Alert color="red" title={question.changedBy ? `Changed by ${question.changedBy}` : 'Changed'}>
            {question.message}
            {when ? ` (${when})` : ''}
          </Alert>
          <Table withTableBorder withColumnBorders>
            <caption style={{ captionSide: 'top', textAlign: 'left' }}>
              <Text size="sm">Your change and the saved one</Text>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Yours</Table.Th>
                <Table.Th scope="col">Theirs (saved)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {question.fields.map((field) => (
                <Table.Tr key={field.label}>
                  <Table.Th scope="row">{field.label}</Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }} data-testid="conflict-mine">
                    {field.mine}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }} data-testid="conflict-theirs">
                    {field.theirs}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => question.answer('theirs')}>
              Take theirs
            </Button>
            <Button onClick={() => question.answer('mine')}>Keep mine</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
