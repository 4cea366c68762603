import {
  type GuestProfileOverview,
  guestProfileOverviewSchema,
  PROFILE_GENDER_LABELS,
  PROFILE_GENDERS,
} from '@hub/domain';
import { Button, Group, Image, Input, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useId, useRef, useState } from 'react';
import classes from '../guest.module.css';
import { readGuestImage } from '../guest-image';

/** An empty overview (a new profile). */
export const EMPTY_GUEST_OVERVIEW: GuestProfileOverview = {
  title: '',
  job_title: '',
  age: '',
  gender: 'None',
  qualification_background: '',
  current_role: '',
  additional_information: '',
  image: [],
};

/**
 * The guest profile form: Name, Job title, Age, Gender, Qualifications and background, Activities and
 * current role, Additional information, Image (JPG or PNG by content, at most 2 MB, preview and 'Clear
 * image x'). Submit does nothing while name, job title or image is invalid (field messages of docs/features/profiles.md §3,
 * focus on the first invalid field). Source: docs/features/profiles.md §1, §3.
 * @param initial values to edit; @param onSubmit called with the valid, trimmed overview
 */
export function GuestProfileForm({
  initial,
  onSubmit,
}: {
  initial: GuestProfileOverview;
  onSubmit: (overview: GuestProfileOverview) => void;
}) {
  const form = useForm<GuestProfileOverview>({
    initialValues: initial,
    validate: schemaResolver(guestProfileOverviewSchema, { sync: true }),
  });
  const [imageError, setImageError] = useState<string | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const imageInputId = useId();
  const imageUrl = form.values.image[0]?.url ?? null;

  const chooseImage = async (file: File | null) => {
    if (!file) return;
    const result = await readGuestImage(file);
    if (result.ok) {
      setImageError(null);
      form.setFieldValue('image', [{ url: result.url }]);
    } else {
      setImageError(result.message);
      form.setFieldValue('image', []);
    }
  };

  const clearImage = () => {
    if (imageInput.current) imageInput.current.value = '';
    setImageError(null);
    form.setFieldValue('image', []);
  };

  const submit = form.onSubmit(
    (values) => {
      if (imageError) return;
      onSubmit(guestProfileOverviewSchema.parse(values));
    },
    (errors) => {
      const first = (['title', 'job_title', 'age'] as const).find((field) => errors[field]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <TextInput
          label="Name"
          required
          autoComplete="name"
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('title')}
        />
        <TextInput
          label="Job title"
          required
          autoComplete="organization-title"
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('job_title')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Age"
            type="number"
            min={0}
            inputMode="numeric"
            errorProps={{ role: 'alert' }}
            {...form.getInputProps('age')}
          />
          <NativeSelect
            label="Gender"
            data={PROFILE_GENDERS.map((g) => ({ value: g, label: PROFILE_GENDER_LABELS[g] }))}
            {...form.getInputProps('gender')}
          />
        </Group>
        <Textarea
          label="Qualifications and background"
          autosize
          minRows={3}
          {...form.getInputProps('qualification_background')}
        />
        <Textarea
          label="Activities and current role"
          autosize
          minRows={3}
          {...form.getInputProps('current_role')}
        />
        <Textarea
          label="Additional information"
          autosize
          minRows={3}
          {...form.getInputProps('additional_information')}
        />
        <Input.Wrapper
          label="Image"
          description="JPG or PNG, at most 2 MB"
          id={imageInputId}
          error={imageError}
          errorProps={{ role: 'alert' }}
        >
          <input
            ref={imageInput}
            id={imageInputId}
            type="file"
            accept="image/png,image/jpeg"
            aria-describedby={`${imageInputId}-description${imageError ? ` ${imageInputId}-error` : ''}`}
            aria-invalid={imageError ? true : undefined}
            className={classes.fileInput}
            onChange={(event) => void chooseImage(event.currentTarget.files?.[0] ?? null)}
          />
        </Input.Wrapper>
        {imageUrl && (
          <Group gap="sm" align="center">
            <Image src={imageUrl} alt="Your picture" w={96} h={96} fit="cover" radius="md" />
            <Button variant="subtle" color="red" onClick={clearImage}>
              Clear image x
            </Button>
          </Group>
        )}
        {imageError && !imageUrl && (
          // A rejected file blocks saving until it is replaced or removed (ADR 0030).
          <Group>
            <Button variant="subtle" color="red" onClick={clearImage}>
              Remove the rejected file
            </Button>
          </Group>
        )}
        <Group>
          <Button type="submit">Save and map competencies</Button>
        </Group>
      </Stack>
    </form>
  );
}
