import { Button, List, Loader, ScrollArea, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRenumberCodes, useRenumberPreview } from '../api/codes';

/**
 * 'Renumber codes' (ADR 0059): after a reorder, numbers the draft's codes again in its order by the
 * framework's scheme. The button opens a confirmation listing every change, old → new ('J3 → A3'), read
 * from the server; 'Renumber' applies exactly those as one change, and a draft changed meanwhile is
 * refused inside the dialog. Nothing to change says so.
 * @param framework the framework's machine name
 */
export function RenumberCodesButton({ framework }: { framework: string }) {
  const [opened, setOpened] = useState(false);
  const preview = useRenumberPreview(framework, opened);
  const renumber = useRenumberCodes(framework);
  const changes = preview.data?.changes ?? [];

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Renumber codes
      </Button>
      <ConfirmDialog
        opened={opened && (preview.isPending || preview.isError || changes.length > 0)}
        onClose={() => setOpened(false)}
        title="Renumber the codes?"
        confirmLabel={`Renumber ${changes.length} code${changes.length === 1 ? '' : 's'}`}
        onConfirm={() => (preview.data ? renumber.mutateAsync(preview.data) : undefined)}
      >
        {preview.isPending ? (
          <Loader size="sm" aria-label="Reading the codes" />
        ) : preview.isError ? (
          <Text c="red.8">{preview.error.message}</Text>
        ) : (
          <>
            <Text size="sm" mb="xs">
              In the draft's current order, these codes change:
            </Text>
            {/* A long list scrolls in a region keyboard users can reach and scroll. */}
            <ScrollArea.Autosize
              mah={320}
              type="auto"
              viewportProps={{ tabIndex: 0, 'aria-label': 'Codes that change, scrollable' }}
            >
              <List size="sm" aria-label="Codes that change">
                {changes.map((c) => (
                  <List.Item key={`${c.kind}-${c.id}`}>
                    {c.from ?? '(none)'} → {c.to}: {c.title}
                  </List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </>
        )}
      </ConfirmDialog>
      {opened && preview.isSuccess && changes.length === 0 && (
        <Text size="sm" role="status">
          The codes already follow the order: nothing to renumber.
        </Text>
      )}
    </>
  );
}
