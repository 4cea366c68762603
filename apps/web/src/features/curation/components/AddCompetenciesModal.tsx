import { Button, CloseButton, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useDiscardTypedText } from '../../../components/DiscardTypedText';
import { LazyRichTextField } from '../../../components/LazyRichTextField';
import { isBlankHtml } from '../../../lib/format';
import { serverFieldErrors } from '../api/curation-mutation';
import { useCreateCompetencies } from '../api/manage';

interface Row {
  key: number;
  title: string;
  mapping: string;
}

/**
 * 'Add competencies' to one domain (docs/features/curation.md §4, §11): rows of competency text (required) and
 * mapping rich text; the first row cannot be removed, 'Add another competency' adds rows. Saved in one
 * request; the modal closes on success ('Competencies added successfully'); the server's field issues
 * are shown on the rows. With anything typed, Escape, a click outside, the close button and Cancel ask before
 * discarding it (ADR 0031).
 * @param framework machine name; @param domain the target domain (id, title)
 * @param opened / onClose modal state
 */
export function AddCompetenciesModal({
  framework,
  domain,
  opened,
  onClose,
}: {
  framework: string;
  domain: { id: number; title: string };
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateCompetencies(framework);
  const nextKey = useRef(1);
  const [rows, setRows] = useState<Row[]>([{ key: 0, title: '', mapping: '' }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const typed = rows.some((row) => row.title.trim() !== '' || !isBlankHtml(row.mapping));
  const { requestClose, dialog } = useDiscardTypedText(opened && typed, onClose);
  useEffect(() => {
    if (opened) {
      setRows([{ key: 0, title: '', mapping: '' }]);
      setErrors({});
    }
  }, [opened]);

  const update = (key: number, change: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
    // Editing a row clears its messages (they are keyed by the row's index).
    const index = rows.findIndex((row) => row.key === key);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith(`${index}.`))),
    );
  };

  const submit = () => {
    const found: Record<string, string> = {};
    rows.forEach((row, index) => {
      if (row.title.trim() === '') found[`${index}.title`] = 'Enter the competency';
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        domainId: domain.id,
        competencies: rows.map((row) => ({ title: row.title.trim(), mappedOtherCompetency: row.mapping })),
      },
      {
        onSuccess: onClose,
        onError: (error) =>
          setErrors(
            serverFieldErrors(error, (path) => {
              const match = /^competencies\.(\d+)\.(title|mappedOtherCompetency)/.exec(path);
              if (!match) return null;
              return `${match[1]}.${match[2] === 'title' ? 'title' : 'mapping'}`;
            }),
          ),
      },
    );
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={`Add competencies to ${domain.title}`}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            {rows.map((row, index) => (
              <Paper key={row.key} withBorder p="sm">
                <Group justify="space-between" mb="xs">
                  <Text fw={600} size="sm">
                    Competency {index + 1}
                  </Text>
                  {index > 0 && (
                    <CloseButton
                      aria-label={`Remove competency ${index + 1}`}
                      onClick={() => {
                        setRows((current) => current.filter((r) => r.key !== row.key));
                        setErrors({});
                      }}
                    />
                  )}
                </Group>
                <Stack gap="xs">
                  <Textarea
                    label={`Competency ${index + 1} text`}
                    required
                    autosize
                    minRows={1}
                    value={row.title}
                    error={errors[`${index}.title`]}
                    onChange={(event) => update(row.key, { title: event.currentTarget.value })}
                    data-autofocus={index === 0 ? true : undefined}
                  />
                  <LazyRichTextField
                    label={`Competency ${index + 1} maps to`}
                    value={row.mapping}
                    onChange={(html) => update(row.key, { mapping: html })}
                    error={errors[`${index}.mapping`]}
                  />
                </Stack>
              </Paper>
            ))}
            <Group justify="space-between">
              <Button
                variant="outline"
                onClick={() => {
                  const key = nextKey.current++;
                  setRows((current) => [...current, { key, title: '', mapping: '' }]);
                }}
              >
                Add another competency
              </Button>
              <Group>
                <Button variant="default" onClick={requestClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={create.isPending}>
                  Save competencies
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
      {dialog}
    </>
  );
}
