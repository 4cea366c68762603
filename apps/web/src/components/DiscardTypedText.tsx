import { Text } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { useUnsavedChanges } from '../lib/unsaved-changes';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Typed text is never dropped silently (docs/adr/0031): a modal or form that holds typed, unsaved values closes
 * through `requestClose`, which asks 'Discard what you typed?' first while `dirty` is true and closes at once
 * otherwise. Give it to the modal's `onClose` (Escape, a click outside, the close button) and to its Cancel
 * button; close directly (the `onClose` you passed) after a successful save. While dirty, the form is also
 * registered with {@link useUnsavedChanges}, so leaving the screen or closing the tab asks too.
 * @param dirty whether the modal holds typed values that are not saved
 * @param onClose closes the modal for good
 * @returns `requestClose` (the guarded close) and `dialog`, the question to render beside the modal
 */
export function useDiscardTypedText(
  dirty: boolean,
  onClose: () => void,
): { requestClose: () => void; dialog: ReactNode } {
  const [asking, setAsking] = useState(false);
  useUnsavedChanges(dirty);
  const requestClose = useCallback(() => {
    if (!dirty) onClose();
    // Asked after the event that closed the modal has run its course: opened inside an Escape's keydown, the
    // question's own Escape listener would receive that same keydown and close it again at once.
    else window.setTimeout(() => setAsking(true), 0);
  }, [dirty, onClose]);
  const dialog = (
    <ConfirmDialog
      opened={asking}
      onClose={() => setAsking(false)}
      title="Discard what you typed?"
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      destructive
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
    >
      <Text size="sm">What you typed here is not saved. Discard it, or keep editing?</Text>
    </ConfirmDialog>
  );
  return { requestClose, dialog };
}
