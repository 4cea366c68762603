import { splitLines } from '@hub/domain';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useDiscardTypedText } from '../../../components/DiscardTypedText';

/**
 * A modal with a text area that takes one title per line: 'Add domains' and 'Add {type} attributes'
 * (docs/features/curation.md §4, §8, §11). Empty lines are ignored; at least one line is required. The modal
 * closes once `onSubmit` resolves true; a server reason it resolves to is shown on the field. With text typed,
 * Escape, a click outside, the close button and Cancel ask before discarding it (ADR 0031).
 * @param opened / onClose modal state; @param title modal title; @param label text area label
 * @param onSubmit creates the items from the split lines; resolves true on success or an error text
 */
export function LinesModal({
  opened,
  onClose,
  title,
  label,
  submitLabel,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  label: string;
  submitLabel: string;
  onSubmit: (lines: string[]) => Promise<true | string>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { requestClose, dialog } = useDiscardTypedText(opened && text.trim() !== '', onClose);
  useEffect(() => {
    if (opened) {
      setText('');
      setError(null);
    }
  }, [opened]);

  const submit = async () => {
    const lines = splitLines(text);
    if (lines.length === 0) {
      setError('Enter at least one line');
      return;
    }
    setSaving(true);
    const result = await onSubmit(lines);
    setSaving(false);
    if (result === true) onClose();
    else setError(result);
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={title}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          noValidate
        >
          <Textarea
            label={label}
            description="One per line; empty lines are ignored."
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autosize
            minRows={5}
            required
            data-autofocus
          />
          <Text size="sm" mt="xs">
            {splitLines(text).length} line(s)
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </form>
      </Modal>
      {dialog}
    </>
  );
}
