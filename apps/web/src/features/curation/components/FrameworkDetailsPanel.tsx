import { FRAMEWORK_CATEGORIES, LICENCE_URLS, type ManageFrameworkView } from '@hub/domain';
import { Button, Group, NativeSelect, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useBasedValues } from '../../../lib/use-based-values';
import { serverFieldErrors, theirsKept } from '../api/curation-mutation';
import { useUpdateFrameworkMetadata } from '../api/framework';

/**
 * 'Framework details' on the manage screen (docs/features/curation.md §5): title, description, home-page category and
 * licence, saved together (audited on the server); the server's field errors show under the fields. The
 * save is based on the framework's revision the form shows (a stale one asks in the conflict dialog), and
 * leaving with typed values asks first.
 * @param view the manage view (current values)
 */
export function FrameworkDetailsPanel({ view }: { view: ManageFrameworkView }) {
  const framework = view.framework.machineName;
  const save = useUpdateFrameworkMetadata(framework);
  const form = useBasedValues(
    {
      title: view.framework.title,
      description: view.framework.description,
      category: view.framework.category,
      licence: view.framework.licence,
    },
    view.framework.revision,
  );
  const { values, setValues } = form;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="framework-details-heading">
      <Title order={2} size="h3" id="framework-details-heading" mb="xs">
        Framework details
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({});
          save.mutate(
            { body: values, ifMatch: form.ifMatch },
            {
              onSuccess: (saved) => {
                if (theirsKept(saved)) form.dropMine();
                else
                  form.settle(
                    {
                      title: saved.title,
                      description: saved.description,
                      category: saved.category,
                      licence: saved.licence,
                    },
                    saved.revision,
                  );
              },
              onError: (error) => setErrors(serverFieldErrors(error, (path) => path.split('.')[0] ?? null)),
            },
          );
        }}
      >
        <Stack gap="sm" maw={640}>
          <TextInput
            label="Title"
            required
            value={values.title}
            onChange={(e) => set('title')(e.currentTarget.value)}
            error={errors.title}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            value={values.description}
            onChange={(e) => set('description')(e.currentTarget.value)}
            error={errors.description}
          />
          <NativeSelect
            label="Category on the home page"
            data={[...FRAMEWORK_CATEGORIES]}
            value={values.category}
            onChange={(e) => set('category')(e.currentTarget.value)}
            error={errors.category}
          />
          <NativeSelect
            label="Licence"
            data={Object.keys(LICENCE_URLS)}
            value={values.licence}
            onChange={(e) => set('licence')(e.currentTarget.value)}
            error={errors.licence}
          />
          <Group>
            <Button type="submit" variant="default" loading={save.isPending}>
              Save framework details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
