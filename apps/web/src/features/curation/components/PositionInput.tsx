import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { parsePosition } from '../logic';

/**
 * Position field of a table row (docs/features/curation.md §4 'position', docs/features/curation.md §5 'field_number', docs/features/curation.md §10): a labelled
 * number box; the new position is saved on Enter or when focus leaves it, only when it changed. Not a
 * whole number from 0 to 100000: an error on the field and nothing is sent.
 * @param value the current position; @param title the item's title (accessible name)
 * @param onSave saves the new position; @param disabled for archived items
 */
export function PositionInput({
  value,
  title,
  onSave,
  disabled = false,
}: {
  value: number;
  title: string;
  onSave: (position: number) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(String(value));
    setError(null);
  }, [value]);

  const commit = () => {
    const position = parsePosition(text);
    if (position === null) {
      setError('Enter a whole number from 0');
      return;
    }
    setError(null);
    if (position !== value) onSave(position);
  };

  return (
    <TextInput
      aria-label={`Position of ${title}`}
      value={text}
      inputMode="numeric"
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
        if (event.key === 'Escape') {
          setText(String(value));
          setError(null);
        }
      }}
      error={error}
      disabled={disabled}
      w={90}
      size="xs"
    />
  );
}
