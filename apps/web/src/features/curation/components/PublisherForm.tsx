import { frameworkPublisherRequestSchema } from '@hub/domain';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { theirsKept } from '../../../lib/stale-write';
import { useBasedValues } from '../../../lib/use-based-values';
import { usePublisher, useSetPublisher } from '../api/publisher';

/**
 * 'Publisher' on the manage screen (issue #20 §2): the framework's owner (name and, when known, web
 * address), which the CTDL-ASN export names as publisher and creator. Saved with 'Save publisher'; an
 * invalid address is explained under its field. Kept apart from the framework's other metadata. The save
 * is based on the framework's revision the form was loaded with (a stale one asks in the conflict dialog),
 * and leaving with typed values asks first.
 * @param framework machine name
 */
export function PublisherForm({ framework }: { framework: string }) {
  const publisher = usePublisher(framework);
  const save = useSetPublisher(framework);
  const form = useBasedValues(
    { name: publisher.data?.name ?? '', url: publisher.data?.url ?? '' },
    publisher.data?.revision,
  );
  const { name, url } = form.values;
  const setName = (value: string) => form.setValues((v) => ({ ...v, name: value }));
  const setUrl = (value: string) => form.setValues((v) => ({ ...v, url: value }));
  const [urlError, setUrlError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = frameworkPublisherRequestSchema.safeParse({ name, url });
    if (!parsed.success) {
      setUrlError(parsed.error.issues[0]?.message ?? 'Check the web address');
      return;
    }
    setUrlError(null);
    save.mutate(
      { body: parsed.data, ifMatch: form.ifMatch },
      {
        onSuccess: (saved) => {
          if (theirsKept(saved)) form.dropMine();
          else form.settle({ name: saved.name ?? '', url: saved.url ?? '' }, saved.revision);
        },
      },
    );
  };

  return (
    <section aria-labelledby="publisher-heading">
      <Title order={2} size="h3" id="publisher-heading" mb="xs">
        Publisher
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        The organisation that owns and publishes this framework, named in the CTDL-ASN export.
      </Text>
      <form onSubmit={submit} aria-labelledby="publisher-heading">
        <Stack gap="sm" maw={560}>
          <TextInput
            label="Publisher name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            disabled={publisher.isPending}
            maxLength={200}
          />
          <TextInput
            label="Publisher web address"
            description="Optional, for example https://www.example.org"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={urlError}
            disabled={publisher.isPending}
            maxLength={2000}
          />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={publisher.isPending}>
              Save publisher
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
