import { Button, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { WideTable } from '../../../components/WideTable';
import { useDraftHistory } from '../api/undo';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * 'Draft history' on the manage screen (ADR 0022): who changed what and when in the draft, from the
 * audit events, newest first. Loaded when the manager opens it, so the screen itself stays fast.
 * @param framework machine name
 */
export function DraftHistoryPanel({ framework }: { framework: string }) {
  const [open, setOpen] = useState(false);
  const history = useDraftHistory(framework, open);
  const events = history.data?.events ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="draft-history-heading">
      <Title order={2} size="h3" id="draft-history-heading" mb="xs">
        Draft history
      </Title>
      <Button
        variant="default"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={open ? 'draft-history' : undefined}
        loading={open && history.isPending}
      >
        {open ? 'Hide the history' : 'Show the history'}
      </Button>
      {open && (
        <div id="draft-history">
          {history.isError && <Text mt="sm">The history could not be loaded: {history.error.message}</Text>}
          {history.isSuccess && events.length === 0 && (
            <Text mt="sm">Nothing has changed in this draft yet.</Text>
          )}
          {events.length > 0 && (
            <WideTable minWidth={560} label="Changes in this draft">
              <Table mt="sm" verticalSpacing="xs" aria-label="Changes in this draft">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">When</Table.Th>
                    <Table.Th scope="col">Who</Table.Th>
                    <Table.Th scope="col">What</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {events.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>
                        <time dateTime={e.occurredAt}>{when.format(new Date(e.occurredAt))}</time>
                      </Table.Td>
                      <Table.Td>{e.username}</Table.Td>
                      <Table.Td>{e.description}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </WideTable>
          )}
        </div>
      )}
    </Paper>
  );
}
