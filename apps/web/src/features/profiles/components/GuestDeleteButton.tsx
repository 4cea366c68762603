import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deleteGuestProfile } from '../../../lib/guest-profile';
import { notifySuccess } from '../../../lib/notify';
import { GUEST_DELETE_TEXT, GUEST_DELETE_TITLE, GUEST_DELETED_MESSAGE } from '../guest-messages';

/**
 * 'Delete profile' with the original hub's confirmation ('Delete my profile' / 'Are you sure ...' / No, 'Yes,
 * Delete it!'); Yes removes guestProfile and bannerDismissed and shows 'Profile deleted'. The page then
 * shows its no-profile state (the store notifies it) instead of reloading. Source: docs/features/browsing.md §9.
 * @param label the button's text ('Delete it' where the profile is named beside it; docs/features/profiles.md §5)
 */
export function GuestDeleteButton({ label = 'Delete profile' }: { label?: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const confirm = () => {
    deleteGuestProfile();
    notifySuccess(GUEST_DELETED_MESSAGE);
  };
  return (
    <>
      <Button color="red" variant="outline" onClick={open}>
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={GUEST_DELETE_TITLE}
        cancelLabel="No"
        confirmLabel="Yes, Delete it!"
        destructive
        onConfirm={confirm}
      >
        <Text mb="lg">{GUEST_DELETE_TEXT}</Text>
      </ConfirmDialog>
    </>
  );
}
