import {
  PROFILE_GENDER_LABELS,
  PROFILE_GENDERS,
  PUBLISHING_STATUSES,
  SENIORITY_LEVEL_LABELS,
  SENIORITY_LEVELS,
} from '@hub/domain';
import { Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { LazyRichTextField } from '../../../components/LazyRichTextField';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { type ProfileFormValues, validateAge, validateJobTitle, validateName } from '../logic';
import { ImageField, type ImageValue, imageBlocksSubmit } from './ImageField';

/** Field errors from the server, by form field (title, jobTitle, age, ...). */
export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues | 'image', string>>;

/**
 * The reference profile form (docs/features/profiles.md §1, §3): name, job title, age, gender, seniority level, image,
 * the three rich-text sections and, for managers, the publishing status (Draft by default). Submitting
 * does nothing while the name, job title or image is invalid; the original hub's messages show on the fields.
 * @param initialValues values to start from (read once); @param initialImage the stored image, if any
 * @param withStatus show the publishing status select (reference profiles; not the download variant)
 * @param submitLabel 'Assign competencies' or 'Download'; @param pending shows the submit as busy
 * @param serverErrors field messages returned by the server after a failed save
 * @param onSubmit receives valid values, the image, and `saved()`: marks the form clean before the caller
 *   navigates after its save (a form with unsaved values asks before leaving the screen)
 * @param extra content shown beside the submit button (for example a 'View' link)
 */
export function ProfileForm({
  initialValues,
  initialImage,
  withStatus,
  submitLabel,
  pending,
  serverErrors,
  onSubmit,
  extra,
}: {
  initialValues: ProfileFormValues;
  initialImage: ImageValue;
  withStatus: boolean;
  submitLabel: string;
  pending: boolean;
  serverErrors?: ProfileFormErrors;
  onSubmit: (values: ProfileFormValues, image: ImageValue, saved: () => void) => void;
  extra?: ReactNode;
}) {
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues,
    validate: { title: validateName, jobTitle: validateJobTitle, age: validateAge },
  });
  const [image, setImage] = useState<ImageValue>(initialImage);
  const saved = useUnsavedChanges(form.isDirty() || JSON.stringify(image) !== JSON.stringify(initialImage));
  const errorOf = (field: keyof ProfileFormValues) => form.errors[field] ?? serverErrors?.[field];

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!imageBlocksSubmit(image)) onSubmit(values, image, saved);
      })}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required {...form.getInputProps('title')} error={errorOf('title')} />
          <TextInput
            label="Job title"
            required
            {...form.getInputProps('jobTitle')}
            error={errorOf('jobTitle')}
          />
          <NumberInput
            label="Age"
            description="In years"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('age')}
            error={errorOf('age')}
          />
          <NativeSelect
            label="Gender"
            data={PROFILE_GENDERS.map((g) => ({ value: g, label: PROFILE_GENDER_LABELS[g] }))}
            {...form.getInputProps('gender')}
          />
          <NativeSelect
            label="Seniority level"
            data={[
              { value: '', label: 'Not specified' },
              ...SENIORITY_LEVELS.map((s) => ({ value: s, label: SENIORITY_LEVEL_LABELS[s] })),
            ]}
            {...form.getInputProps('seniorityLevel')}
          />
          {withStatus && (
            <NativeSelect
              label="Publishing status"
              data={[...PUBLISHING_STATUSES]}
              {...form.getInputProps('publishingStatus')}
            />
          )}
        </SimpleGrid>
        <ImageField value={image} onChange={setImage} />
        {serverErrors?.image && (
          <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
            {serverErrors.image}
          </div>
        )}
        <LazyRichTextField
          label="Qualifications and background"
          value={initialValues.qualificationBackground}
          onChange={(html) => form.setFieldValue('qualificationBackground', html)}
          error={serverErrors?.qualificationBackground}
        />
        <LazyRichTextField
          label="Activities and current role"
          value={initialValues.currentRole}
          onChange={(html) => form.setFieldValue('currentRole', html)}
          error={serverErrors?.currentRole}
        />
        <LazyRichTextField
          label="Additional information"
          value={initialValues.additionalInformation}
          onChange={(html) => form.setFieldValue('additionalInformation', html)}
          error={serverErrors?.additionalInformation}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {extra}
        </Group>
      </Stack>
    </form>
  );
}
