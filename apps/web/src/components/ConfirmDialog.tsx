import { Alert, Button, Group, Modal, type ModalProps } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The message of a failed action: the error's own message, else 'Unable to perform the request'. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unable to perform the request';
}

/**
 * The one confirmation dialog of the app ('Discard this draft?', 'Release this draft?', 'Delete this …?'):
 * a title, the body (`children`), a safe 'Cancel' button (focused when the dialog opens) and the confirm
 * button (red when `destructive`). Confirm runs `onConfirm` once; while its promise is pending both buttons
 * are disabled and the dialog cannot be closed; when it resolves the dialog closes (`onClose`), when it
 * rejects the dialog stays open with the failure inside it (`failure(error)`), so nothing typed before is
 * lost and the user can try again or cancel. Cancel, the close button and Escape close it without running
 * the action. docs/features/curation.md §17 (asking before what cannot be undone).
 * @param opened whether it is shown; @param onClose closes it (cancel, or after the action succeeded)
 * @param onConfirm the action; a rejected promise is a failure (a TanStack `mutateAsync` fits)
 * @param failure the text shown for a failure; defaults to the error's message
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  failure = failureMessage,
  size,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => unknown;
  failure?: (error: unknown) => string;
  size?: ModalProps['size'];
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Two clicks within one render would both see `pending` false: the ref lets only the first run.
  const running = useRef(false);

  useEffect(() => {
    if (!opened) setError(null);
  }, [opened]);

  const close = () => {
    if (running.current) return;
    onClose();
  };

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      running.current = false;
      setPending(false);
      onClose();
    } catch (caught) {
      running.current = false;
      setPending(false);
      setError(failure(caught));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size={size}
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      closeButtonProps={{ 'aria-label': 'Close', disabled: pending }}
    >
      {children}
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close} disabled={pending} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={destructive ? 'red.8' : undefined} loading={pending} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
