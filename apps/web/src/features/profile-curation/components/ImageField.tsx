import { Button, FileInput, Group, Image, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { imageProblem } from '../logic';

/** The form's image: none, the one already stored (its URL and media id), or a newly chosen file. */
export type ImageValue =
  | { kind: 'none' }
  | { kind: 'stored'; url: string; id: number | null }
  | { kind: 'file'; file: File; problem: string | null };

/** True when the image keeps the form from being submitted (wrong type or too large, docs/features/curation.md §11). */
export function imageBlocksSubmit(value: ImageValue): boolean {
  return value.kind === 'file' && value.problem !== null;
}

/**
 * Optional profile image (docs/features/curation.md §11, §15): a JPG or PNG file of at most 2 MB, checked on choice with the
 * spec's messages ('Only JPG or PNG images are allowed', 'Image size should not be more than 2 MB'); a
 * preview of an acceptable or stored image, and 'Clear image x' to remove it (docs/features/curation.md §10).
 * @param value the current image; @param onChange receives the new one
 */
export function ImageField({ value, onChange }: { value: ImageValue; onChange: (next: ImageValue) => void }) {
  const file = value.kind === 'file' ? value.file : null;
  const preview = useMemo(
    () => (value.kind === 'file' && value.problem === null ? URL.createObjectURL(value.file) : null),
    [value],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const src = value.kind === 'stored' ? value.url : preview;

  return (
    <Stack gap="xs">
      <FileInput
        label="Image"
        description="JPG or PNG, at most 2 MB"
        placeholder="Choose an image"
        accept="image/png,image/jpeg"
        value={file}
        onChange={(chosen) =>
          onChange(chosen ? { kind: 'file', file: chosen, problem: imageProblem(chosen) } : { kind: 'none' })
        }
        error={value.kind === 'file' ? value.problem : null}
        // Mantine's default placeholder grey is too faint for WCAG AA contrast.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
      {value.kind !== 'none' && (
        <Group align="flex-end">
          {src && <Image src={src} alt="Chosen profile image" w={120} h={120} fit="cover" radius="sm" />}
          <Button variant="default" size="xs" onClick={() => onChange({ kind: 'none' })}>
            Clear image x
          </Button>
        </Group>
      )}
    </Stack>
  );
}
