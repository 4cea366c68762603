import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOpenedAfterMount } from '../../../lib/on-demand';

/**
 * The 'Login as administrator' dialog of {@link AdminAccess} (docs/features/accounts-and-security.md §2), loaded the first time
 * it opens (ADR 0027). Focus moves into it and returns to the link when it closes.
 * @param opened the dialog is open; @param onClose closes it; @param children the sign-in form
 */
export function AdminLoginDialog({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      title="Login as administrator"
      closeButtonProps={{ 'aria-label': 'Close the login dialog' }}
    >
      {children}
    </Modal>
  );
}
