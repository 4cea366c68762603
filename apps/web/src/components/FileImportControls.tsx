import { Button, FileInput, Group } from '@mantine/core';

/**
 * A file picker with its import button, for the imports of managers (CSV into a draft, CASE package).
 * The button stays disabled until a file is chosen; choosing another file calls `onChange`. No placeholder
 * text: Mantine draws it in a grey that fails the contrast rule.
 * @param label field label; @param accept file types (`.csv,text/csv`), or none for an import that tells a
 *   file's kind by its content; @param buttonLabel the action
 * @param file the chosen file or null; @param loading while the import runs
 */
export function FileImportControls({
  label,
  accept,
  buttonLabel,
  file,
  loading,
  onChange,
  onImport,
}: {
  label: string;
  accept?: string;
  buttonLabel: string;
  file: File | null;
  loading: boolean;
  onChange: (file: File | null) => void;
  onImport: (file: File) => void;
}) {
  return (
    <Group align="flex-end">
      <FileInput
        label={label}
        accept={accept}
        value={file}
        onChange={onChange}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
        w={320}
      />
      <Button disabled={!file} loading={loading} onClick={() => file && onImport(file)}>
        {buttonLabel}
      </Button>
    </Group>
  );
}
