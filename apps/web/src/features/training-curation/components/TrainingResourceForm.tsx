import { rowEtag, TRAINING_RESOURCE_TYPES, type TrainingResourceCreated } from '@hub/domain';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyRichTextField } from '../../../components/LazyRichTextField';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { theirsKept } from '../../../lib/stale-write';
import type { AfterTessImportState } from '../../../lib/training-mapping';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useSaveTrainingResource } from '../api/manage';
import { formOfTessDraft, type ResourceFormValues, toRequest, validateResourceForm } from '../logic';
import { TessImportPanel } from './TessImportPanel';
import { TessKeptFields } from './TessKeptFields';

const RICH_FIELDS = [
  ['description', 'Description'],
  ['learningOutcomes', 'Learning outcomes'],
  ['targetAudience', 'Target audience'],
  ['organisers', 'Organisers'],
  ['trainers', 'Trainers'],
] as const;

/**
 * The training resource form (docs/features/training.md §3; docs/features/curation.md §11; docs/features/training.md §4): title*, URL*, type (Online by default),
 * start and end dates (calendar dates), location, keywords and the rich-text fields; on create, the TeSS
 * import panel fills it. Checked with the shared schema before sending ('Incorrect dates' when the start
 * is after the end); the server's field messages show on their fields; nothing typed is lost on an error.
 * After saving, the resource page opens, unless a TeSS re-import kept fields a content manager changed
 * while TeSS has new values for them: those are shown to accept one by one (ADR 0052). An edit is based on the resource's revision as loaded (ADR 0021):
 * a stale save opens the conflict dialog ('Take theirs' opens the resource as saved); leaving with unsaved
 * changes asks first.
 * @param initial the values to start from; @param resourceId the resource edited (undefined: create)
 * @param revision the edited resource's revision; @param slug its address (for 'Take theirs')
 */
export function TrainingResourceForm({
  initial,
  resourceId,
  revision,
  slug,
}: {
  initial: ResourceFormValues;
  resourceId?: number;
  revision?: number;
  slug?: string;
}) {
  const navigate = useNavigate();
  const save = useSaveTrainingResource(resourceId);
  const [values, setValues] = useState<ResourceFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  // Rich-text editors read their value once: a new key remounts them after a TeSS import.
  const [editorKey, setEditorKey] = useState(0);
  const [kept, setKept] = useState<TrainingResourceCreated | null>(null);
  const [basedOn] = useState(() => (revision === undefined ? undefined : rowEtag(revision)));
  const markSaved = useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial));
  const set = <K extends keyof ResourceFormValues>(key: K, value: ResourceFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateResourceForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { body: toRequest(values), base: toRequest(initial), ifMatch: basedOn },
      {
        onSuccess: (ref) => {
          markSaved();
          if (theirsKept(ref)) {
            notifySuccess('Their change was kept');
            if (slug) navigate(paths.trainingResource(slug));
            return;
          }
          notifySuccess(resourceId === undefined ? 'Training resource saved' : 'Record updated');
          // A re-import that kept fields a content manager changed offers TeSS's values one by one (ADR 0052).
          if ('tessKept' in ref && ref.tessKept.length > 0) {
            setKept(ref);
            return;
          }
          // A new resource from TeSS goes on to its mapping, with suggestions (ADR 0048).
          const state: AfterTessImportState | undefined =
            resourceId === undefined && values.tess ? { afterTessImport: true } : undefined;
          navigate(paths.trainingResource(ref.slug), state ? { state } : undefined);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.issues?.length) {
            setErrors(
              Object.fromEntries(
                error.issues.map((i) => [i.path.replace(/^body\./, '').split('.')[0] ?? 'form', i.message]),
              ),
            );
          }
        },
      },
    );
  };

  if (kept) return <TessKeptFields saved={kept} />;

  return (
    <Stack gap="lg">
      {resourceId === undefined && (
        <TessImportPanel
          onDraft={(draft) => {
            setValues((v) => formOfTessDraft(v, draft));
            setErrors({});
            setEditorKey((k) => k + 1);
            setNotice(
              draft.existingSlug
                ? 'This item was imported before: saving updates that training resource.'
                : 'The form was filled from TeSS. Check it, then save.',
            );
          }}
        />
      )}
      {notice && (
        <Alert color="blue" variant="light" role="status">
          {notice}
        </Alert>
      )}
      <form noValidate onSubmit={submit} aria-label="Training resource">
        <Stack gap="md">
          <TextInput
            label="Title"
            required
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
          />
          <TextInput
            label="URL"
            type="url"
            required
            value={values.url}
            onChange={(e) => set('url', e.currentTarget.value)}
            error={errors.url}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label="Event type"
              data={[...TRAINING_RESOURCE_TYPES]}
              value={values.type}
              onChange={(e) => set('type', e.currentTarget.value as ResourceFormValues['type'])}
              error={errors.type}
            />
            <TextInput
              label="Start date"
              type="date"
              value={values.startDate}
              onChange={(e) => set('startDate', e.currentTarget.value)}
              error={errors.startDate}
            />
            <TextInput
              label="End date"
              type="date"
              value={values.endDate}
              onChange={(e) => set('endDate', e.currentTarget.value)}
              error={errors.endDate}
            />
          </SimpleGrid>
          <TextInput
            label="Location"
            description="Leave empty for an online resource"
            value={values.location}
            onChange={(e) => set('location', e.currentTarget.value)}
            error={errors.location}
          />
          <TagsInput
            label="Keywords"
            description="Press Enter after each keyword"
            value={values.keywords}
            onChange={(keywords) => set('keywords', keywords)}
            error={errors.keywords}
          />
          {RICH_FIELDS.map(([field, label]) => (
            <LazyRichTextField
              key={`${field}-${editorKey}`}
              label={label}
              value={values[field]}
              onChange={(html) => set(field, html)}
              error={errors[field]}
            />
          ))}
          {save.error && !(save.error instanceof ApiError && save.error.issues?.length) && (
            <Alert color="red" variant="outline" role="alert" title="Unable to perform the request">
              {save.error.message}
            </Alert>
          )}
          {Object.keys(errors).length > 0 && (
            <Alert color="red" variant="outline" role="alert">
              Please correct the fields marked above.
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
