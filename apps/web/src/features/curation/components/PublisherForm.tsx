import { frameworkPublisherRequestSchema, publisherIdentityMissing } from '@hub/domain';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { theirsKept } from '../../../lib/stale-write';
import { useBasedValues } from '../../../lib/use-based-values';
import { usePublisher, useSetPublisher } from '../api/publisher';

/**
 * 'Publisher' on the manage screen (docs/features/interchange-files.md §8): the framework's owner (name and, when known, web
 * address and Credential Registry CTID), which the CTDL-ASN export names as publisher and creator; a line
 * says when neither the CTID nor the web address is recorded, which the registry needs (ADR 0044). Saved with 'Save publisher'; an
 * invalid address is explained under its field. Kept apart from the framework's other metadata. The save
 * is based on the framework's revision the form was loaded with (a stale one asks in the conflict dialog),
 * and leaving with typed values asks first.
 * @param framework machine name
 */
export function PublisherForm({ framework }: { framework: string }) {
  const publisher = usePublisher(framework);
  const save = useSetPublisher(framework);
  const form = useBasedValues(
    { name: publisher.data?.name ?? '', url: publisher.data?.url ?? '', ctid: publisher.data?.ctid ?? '' },
    publisher.data?.revision,
  );
  const { name, url, ctid } = form.values;
  const setName = (value: string) => form.setValues((v) => ({ ...v, name: value }));
  const setUrl = (value: string) => form.setValues((v) => ({ ...v, url: value }));
  const setCtid = (value: string) => form.setValues((v) => ({ ...v, ctid: value }));
  const [urlError, setUrlError] = useState<string | null>(null);
  const [ctidError, setCtidError] = useState<string | null>(null);
  const missing = publisher.data?.name ? publisherIdentityMissing(publisher.data) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = frameworkPublisherRequestSchema.safeParse({ name, url, ctid });
    const issue = (field: string) => parsed.error?.issues.find((i) => i.path[0] === field)?.message ?? null;
    setUrlError(issue('url'));
    setCtidError(issue('ctid'));
    if (!parsed.success) return;
    save.mutate(
      { body: parsed.data, ifMatch: form.ifMatch },
      {
        onSuccess: (saved) => {
          if (theirsKept(saved)) form.dropMine();
          else
            form.settle(
              { name: saved.name ?? '', url: saved.url ?? '', ctid: saved.ctid ?? '' },
              saved.revision,
            );
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
          <TextInput
            label="Credential Registry CTID"
            description="Optional: the organisation's CTID in the Credential Registry, for example ce-… followed by a UUID"
            value={ctid}
            onChange={(event) => setCtid(event.currentTarget.value)}
            error={ctidError}
            disabled={publisher.isPending}
            maxLength={60}
          />
          {missing.length > 0 && (
            <Text size="sm" c="gray.7">
              The CTDL-ASN export names this publisher by name only: the Credential Registry needs its{' '}
              {missing.join(' or its ')}, and neither is recorded.
            </Text>
          )}
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
