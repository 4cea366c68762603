import { Alert, Button, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type ConflictField, type ConflictPicks, usePendingConflict } from '../lib/conflict';
import { useOpenedAfterMount } from '../lib/on-demand';

/** Who changed an item, as the merge dialog says it (ADR 0057). */
const CHANGED_BY: Record<NonNullable<ConflictField['changedBy']>, string> = {
  mine: 'You',
  theirs: 'They',
  'both-same': 'Both, the same way',
  both: 'Both: choose',
};

/**
 * The stale-write dialog (ADR 0021): the other manager's change and the manager's own, side by side,
 * with 'Keep mine' (saves again over theirs) and 'Take theirs' (drops the manager's change). In a merge
 * (ADR 0057) each row says who changed the item; 'Keep mine' keeps their changes to items I did not
 * change, and an item both changed differently has its own choice (mine unless 'Theirs' is picked).
 * Closing it decides nothing: the form keeps the typed values and shows the reason.
 */
export function ConflictDialog() {
  const question = usePendingConflict();
  const opened = useOpenedAfterMount(question !== null);
  // The picks of the question open now: a new question starts with every both-changed item on 'mine'.
  const [answered, setAnswered] = useState<{ of: object | null; picks: ConflictPicks }>({
    of: null,
    picks: {},
  });
  const picks = answered.of === question ? answered.picks : {};
  const setPicks = (next: (p: ConflictPicks) => ConflictPicks) =>
    setAnswered({ of: question, picks: next(picks) });
  const merge = question?.merge === true;
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
          {merge && (
            <Text size="sm">
              'Keep mine' saves your changes and keeps theirs where you changed nothing
              {question.fields.some((f) => f.changedBy === 'both')
                ? '; where you both changed an item, choose which to keep.'
                : '.'}
            </Text>
          )}
          <Table withTableBorder withColumnBorders>
            <caption style={{ captionSide: 'top', textAlign: 'left' }}>
              <Text size="sm">Your change and the saved one</Text>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{merge ? 'Item' : 'Field'}</Table.Th>
                <Table.Th scope="col">Yours</Table.Th>
                <Table.Th scope="col">Theirs (saved)</Table.Th>
                {merge && <Table.Th scope="col">Changed by</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {question.fields.map((field) => (
                <Table.Tr key={field.key ?? field.label}>
                  <Table.Th scope="row">{field.label}</Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }} data-testid="conflict-mine">
                    {field.mine}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }} data-testid="conflict-theirs">
                    {field.theirs}
                  </Table.Td>
                  {merge && (
                    <Table.Td data-testid="conflict-changed-by">
                      {field.changedBy === 'both' && field.key ? (
                        <Radio.Group
                          label={`Keep for ${field.label}`}
                          value={picks[field.key] ?? 'mine'}
                          onChange={(side) =>
                            setPicks((p) => ({ ...p, [field.key as string]: side as 'mine' | 'theirs' }))
                          }
                        >
                          <Group gap="xs" mt={4}>
                            <Radio value="mine" label="Mine" />
                            <Radio value="theirs" label="Theirs" />
                          </Group>
                        </Radio.Group>
                      ) : (
                        CHANGED_BY[field.changedBy ?? 'both']
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => question.answer('theirs')}>
              Take theirs
            </Button>
            <Button onClick={() => question.answer('mine', picks)}>Keep mine</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
