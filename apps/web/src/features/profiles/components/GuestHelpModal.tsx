import { Button, List, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

/**
 * The guest form's help: a 'Help' button opening a dialog that explains the three steps and where the
 * profile is kept. Source: docs/features/profiles.md §1 (/profile/create/guest: guest form with a help
 * modal).
 */
export function GuestHelpModal() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="outline" onClick={open}>
        Help
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="How to create your profile"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close help' }}
      >
        <List type="ordered" spacing="xs">
          <List.Item>
            Describe yourself: a name (at least 2 characters) and a job title (at least 3) are required; age,
            gender, your background, your current role, other information and a picture (JPG or PNG, at most 2
            MB) are optional.
          </List.Item>
          <List.Item>
            Map your competencies: for each competency of the framework choose the expertise level that fits
            you, or 'Not applicable', and untick attributes that do not apply.
          </List.Item>
          <List.Item>
            View your profile, compare it with a reference career profile to see where to improve, print it,
            download it as a PDF or save it to a file.
          </List.Item>
        </List>
        <Text mt="md" size="sm">
          Your profile is kept only in this browser: it is never sent to the server and nobody else can see
          it. One profile can be stored per browser. Save it to a file to keep a copy or move it to another
          browser.
        </Text>
        <Button mt="md" onClick={close}>
          Close
        </Button>
      </Modal>
    </>
  );
}
