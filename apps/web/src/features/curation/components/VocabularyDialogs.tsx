/**
 * The dialogs of the attribute types and expertise levels screen (docs/features/curation.md §6): add/edit forms,
 * the removal confirmation, and the cell of a released (read-only) row.
 */
import {
  attributeTypeRequestSchema,
  expertiseLevelRequestSchema,
  type ManageAttributeType,
  type ManageExpertiseLevel,
  rowEtag,
} from '@hub/domain';
import { Badge, Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDiscardTypedText } from '../../../components/DiscardTypedText';
import { serverFieldErrors } from '../api/curation-mutation';
import {
  useCreateAttributeType,
  useCreateExpertiseLevel,
  useUpdateAttributeType,
  useUpdateExpertiseLevel,
} from '../api/vocabularies';

/** First segment of a server issue path when it names one of `fields`. */
const fieldOf = (fields: readonly string[]) => (path: string) => {
  const name = path.split('.')[0] ?? '';
  return fields.includes(name) ? name : null;
};

/**
 * Add or edit form of an attribute type (title required, description optional); an edit is based on the
 * type's revision (a stale one asks in the conflict dialog), and leaving with typed values asks first.
 */
export function AttributeTypeModal({
  framework,
  editing,
  onClose,
}: {
  framework: string;
  editing: ManageAttributeType | null;
  onClose: () => void;
}) {
  const create = useCreateAttributeType(framework);
  const update = useUpdateAttributeType(framework);
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: editing?.title ?? '', description: editing?.description ?? '' },
    validate: schemaResolver(attributeTypeRequestSchema, { sync: true }),
  });
  const { requestClose, dialog } = useDiscardTypedText(form.isDirty(), onClose);
  const onError = (error: unknown) =>
    form.setErrors(serverFieldErrors(error, fieldOf(['title', 'description'])));
  return (
    <>
      <Modal
        opened
        onClose={requestClose}
        title={editing ? `Edit attribute type ${editing.title}` : 'Add an attribute type'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            const body = { title: values.title.trim(), description: values.description.trim() };
            if (editing)
              update.mutate(
                { id: editing.id, body, ifMatch: rowEtag(editing.revision) },
                { onSuccess: onClose, onError },
              );
            else create.mutate(body, { onSuccess: onClose, onError });
          })}
        >
          <Stack gap="sm">
            <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {dialog}
    </>
  );
}

/**
 * Add or edit form of an expertise level (title required, rating level 0–100; 0 is 'Not applicable'); an
 * edit is based on the level's revision, and leaving with typed values asks first.
 */
export function ExpertiseLevelModal({
  framework,
  editing,
  onClose,
}: {
  framework: string;
  editing: ManageExpertiseLevel | null;
  onClose: () => void;
}) {
  const create = useCreateExpertiseLevel(framework);
  const update = useUpdateExpertiseLevel(framework);
  const form = useForm<{ title: string; description: string; ratingLevel: number | string }>({
    mode: 'controlled',
    initialValues: {
      title: editing?.title ?? '',
      description: editing?.description ?? '',
      ratingLevel: editing?.ratingLevel ?? '',
    },
    validate: (values) => {
      const parsed = expertiseLevelRequestSchema.safeParse({
        ...values,
        ratingLevel: values.ratingLevel === '' ? undefined : Number(values.ratingLevel),
      });
      const errors: Record<string, string> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '');
          if (key && !errors[key])
            errors[key] = key === 'ratingLevel' ? 'Enter a whole number from 0 to 100' : issue.message;
        }
      }
      return errors;
    },
  });
  const { requestClose, dialog } = useDiscardTypedText(form.isDirty(), onClose);
  const onError = (error: unknown) =>
    form.setErrors(serverFieldErrors(error, fieldOf(['title', 'description', 'ratingLevel'])));
  return (
    <>
      <Modal
        opened
        onClose={requestClose}
        title={editing ? `Edit expertise level ${editing.title}` : 'Add an expertise level'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            const body = {
              title: values.title.trim(),
              description: values.description.trim(),
              ratingLevel: Number(values.ratingLevel),
            };
            if (editing)
              update.mutate(
                { id: editing.id, body, ifMatch: rowEtag(editing.revision) },
                { onSuccess: onClose, onError },
              );
            else create.mutate(body, { onSuccess: onClose, onError });
          })}
        >
          <Stack gap="sm">
            <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            <NumberInput
              label="Rating level"
              description="0 means 'Not applicable'; higher numbers are higher expertise."
              required
              min={0}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('ratingLevel')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {dialog}
    </>
  );
}

/**
 * Confirmation before removing an attribute type or expertise level.
 * @param what e.g. 'attribute type Skill'; @param onConfirm removes it (rejects on failure); @param onClose closes
 */
export function RemoveModal({
  what,
  onConfirm,
  onClose,
}: {
  what: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      title={`Remove ${what}?`}
      confirmLabel="Remove"
      destructive
      onConfirm={onConfirm}
    >
      <Text mb="md">The {what} will be removed from this framework. This cannot be undone.</Text>
    </ConfirmDialog>
  );
}

/** Cell of a released row: read-only with the reason. */
export function ReleasedCell() {
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color="gray.8" tt="none">
        Released
      </Badge>
      <Text size="sm">read-only</Text>
    </Group>
  );
}
