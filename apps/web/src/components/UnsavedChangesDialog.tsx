import { Button, Group, Modal, Text } from '@mantine/core';
import { useOpenedAfterMount } from '../lib/on-demand';

/**
 * The 'Leave without saving?' dialog of {@link UnsavedChangesGuard} (docs/features/curation.md §17), loaded by the guard
 * once a form holds unsaved changes (ADR 0027) and opened when a navigation is blocked.
 * @param opened a navigation is waiting for the answer
 * @param stay keeps the screen and the typed values
 * @param leave goes on without saving
 */
export function UnsavedChangesDialog({
  opened,
  stay,
  leave,
}: {
  opened: boolean;
  stay: () => void;
  leave: () => void;
}) {
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
      onClose={stay}
      title="Leave without saving?"
      closeButtonProps={{ 'aria-label': 'Close' }}
      zIndex={450}
    >
      <Text size="sm">You have changes that are not saved. If you leave this screen, they are lost.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={leave}>
          Leave without saving
        </Button>
        <Button onClick={stay} data-autofocus>
          Stay
        </Button>
      </Group>
    </Modal>
  );
}
