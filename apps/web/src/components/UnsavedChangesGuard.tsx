import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges, useAnyUnsavedChanges } from '../lib/unsaved-changes';

/**
 * Asks before leaving a screen whose form holds unsaved changes (issue #21 §2; lib/unsaved-changes):
 * 'Stay' keeps the screen and the typed values, 'Leave without saving' goes on. Mounted once, inside the
 * router (the layout).
 */
export function UnsavedChangesGuard() {
  useAnyUnsavedChanges();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      closeButtonProps={{ 'aria-label': 'Close' }}
      zIndex={450}
    >
      <Text size="sm">You have changes that are not saved. If you leave this screen, they are lost.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
        <Button onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
      </Group>
    </Modal>
  );
}
