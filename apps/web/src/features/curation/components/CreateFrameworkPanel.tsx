import { createFrameworkRequestSchema, FRAMEWORK_CATEGORIES, LICENCE_URLS } from '@hub/domain';
import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { serverFieldErrors } from '../api/curation-mutation';
import { useCreateFramework } from '../api/framework';

const FIELDS = ['machineName', 'title', 'description', 'category', 'licence'];

/**
 * 'Create a framework' on the manage-frameworks screen (docs/features/curation.md §5; docs/features/curation.md §1:
 * framework managers edit frameworks): machine name (its address), title, description, home-page category
 * and licence. The new framework starts with an empty draft, hidden from visitors until released, and is
 * assigned to the manager who created it; its manage screen opens. The fields are checked with the shared
 * schema first; the server's refusals (a taken name) show under their field. Leaving with typed values asks
 * first. Shown only to framework managers (the caller checks the role; the server checks it again).
 */
export function CreateFrameworkPanel() {
  const navigate = useNavigate();
  const create = useCreateFramework();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      machineName: '',
      title: '',
      description: '',
      category: FRAMEWORK_CATEGORIES[0] as string,
      licence: 'CC BY 4.0',
    },
    validate: schemaResolver(createFrameworkRequestSchema, { sync: true }),
  });
  const saved = useUnsavedChanges(form.isDirty());
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="create-framework-heading">
      <Title order={2} size="h3" id="create-framework-heading" mb="xs">
        Create a framework
      </Title>
      <Text size="sm" mb="sm">
        A new framework starts with an empty draft that only its managers see; you become its manager. Add
        domains and competencies, then release a first version.
      </Text>
      <form
        noValidate
        aria-labelledby="create-framework-heading"
        onSubmit={form.onSubmit((values) =>
          create.mutate(
            {
              ...values,
              category: values.category as (typeof FRAMEWORK_CATEGORIES)[number],
            },
            {
              onSuccess: (created) => {
                saved();
                form.reset();
                navigate(paths.manageCompetencies(created.machineName));
              },
              onError: (error) =>
                form.setErrors(
                  serverFieldErrors(error, (path) => {
                    const name = path.replace(/^body\./, '').split('.')[0] ?? '';
                    return FIELDS.includes(name) ? name : null;
                  }),
                ),
            },
          ),
        )}
      >
        <Stack gap="sm" maw={640}>
          <TextInput
            label="Machine name"
            description="Its address: lower-case letters, digits, dots and dashes, e.g. data-stewardship"
            required
            maxLength={56}
            {...form.getInputProps('machineName')}
          />
          <TextInput label="Title" required {...form.getInputProps('title')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <NativeSelect
            label="Category on the home page"
            data={[...FRAMEWORK_CATEGORIES]}
            {...form.getInputProps('category')}
          />
          <NativeSelect label="Licence" data={Object.keys(LICENCE_URLS)} {...form.getInputProps('licence')} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create framework
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
