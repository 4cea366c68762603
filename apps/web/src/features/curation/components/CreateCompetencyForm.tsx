import type { ManageDomain } from '@hub/domain';
import { Button, Group, NativeSelect, Paper, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { serverFieldErrors } from '../api/curation-mutation';
import { useCreateCompetencies } from '../api/manage';

/** Maps a server issue path of 'create competencies' to the form field. */
function competencyField(path: string): string | null {
  if (path.startsWith('competencies')) return 'description';
  if (path.startsWith('domainId')) return 'domainId';
  return null;
}

/**
 * Create-competency form of the draft (docs/features/curation.md §4, §11): description required (non-blank after
 * trimming) and a domain select (non-archived domains, the first preselected); the form resets after a
 * successful submit ('Competencies added successfully').
 * @param framework machine name; @param domains the draft's domains in display order
 */
export function CreateCompetencyForm({
  framework,
  domains,
}: {
  framework: string;
  domains: readonly ManageDomain[];
}) {
  const create = useCreateCompetencies(framework);
  const options = domains.filter((d) => !d.archived);
  const firstId = options[0] ? String(options[0].id) : '';
  const form = useForm({
    mode: 'controlled',
    initialValues: { description: '', domainId: firstId },
    validate: {
      description: (value) => (value.trim() === '' ? 'Enter a description of the competency' : null),
      domainId: (value) => (value === '' ? 'Choose a domain' : null),
    },
  });
  useUnsavedChanges(form.isDirty());
  // Keep a valid domain preselected when domains are added, archived or restored.
  const current = form.getValues().domainId;
  useEffect(() => {
    if (!options.some((d) => String(d.id) === current)) form.setFieldValue('domainId', firstId);
  }, [current, firstId, options, form]);

  if (options.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="create-competency-heading">
      <Title order={2} size="h3" id="create-competency-heading" mb="sm">
        Create a competency
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(
            { domainId: Number(values.domainId), competencies: [{ title: values.description.trim() }] },
            {
              onSuccess: () => form.setValues({ description: '', domainId: firstId }),
              onError: (error) => form.setErrors(serverFieldErrors(error, competencyField)),
            },
          ),
        )}
      >
        <Group align="flex-start" wrap="wrap">
          <Textarea
            label="Competency description"
            required
            autosize
            minRows={1}
            style={{ flex: 2, minWidth: 260 }}
            {...form.getInputProps('description')}
          />
          <NativeSelect
            label="Domain"
            required
            data={options.map((d) => ({ value: String(d.id), label: d.title }))}
            style={{ flex: 1, minWidth: 200 }}
            {...form.getInputProps('domainId')}
          />
        </Group>
        <Group mt="sm">
          <Button type="submit" loading={create.isPending}>
            Create competency
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
