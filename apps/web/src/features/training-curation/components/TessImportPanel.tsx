import type { TessImportDraft } from '@hub/domain';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { fetchTessDraft, useTessItems, useTessProviders } from '../api/manage';

/**
 * 'Import from TeSS' in the create form (docs/features/training.md §3; docs/features/training.md §4): choose a content provider, events
 * or materials, then one item; 'Fill the form' asks the server for the item as the form. TeSS failures
 * show the server's message ('The training portal (TeSS) could not be reached…') and lose nothing typed.
 * @param onDraft receives the filled form
 */
export function TessImportPanel({ onDraft }: { onDraft: (draft: TessImportDraft) => void }) {
  const providers = useTessProviders(true);
  const [provider, setProvider] = useState('');
  const [category, setCategory] = useState<'event' | 'material'>('event');
  const [itemId, setItemId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const items = useTessItems(provider, category);
  const failure = providers.error ?? items.error;

  const fill = async () => {
    setError(null);
    setLoading(true);
    try {
      onDraft(await fetchTessDraft(provider, category, itemId));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The item could not be loaded.');
    } finally {
      setLoading(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Import from TeSS
        </Title>
        <Text size="sm">Fill the form from an event or material of the ELIXIR training portal.</Text>
        {failure ? (
          <Alert color="red" variant="outline" role="alert" title="TeSS is not available">
            {failure instanceof Error ? failure.message : 'TeSS could not be reached.'}
          </Alert>
        ) : null}
        <Group align="end" wrap="wrap">
          <NativeSelect
            label="Content provider"
            value={provider}
            onChange={(e) => {
              setProvider(e.currentTarget.value);
              setItemId('');
            }}
            data={[
              { value: '', label: providers.isPending ? 'Loading providers...' : 'Choose a provider' },
              ...(providers.data?.providers ?? []).map((p) => ({ value: p.title, label: p.title })),
            ]}
          />
          <NativeSelect
            label="Kind"
            value={category}
            onChange={(e) => {
              setCategory(e.currentTarget.value as 'event' | 'material');
              setItemId('');
            }}
            data={[
              { value: 'event', label: 'Events' },
              { value: 'material', label: 'Materials' },
            ]}
          />
          <NativeSelect
            label={category === 'event' ? 'Event' : 'Material'}
            value={itemId}
            disabled={provider === '' || items.isPending}
            onChange={(e) => setItemId(e.currentTarget.value)}
            data={[
              {
                value: '',
                label:
                  provider === ''
                    ? 'Choose a provider first'
                    : items.isPending
                      ? 'Loading...'
                      : (items.data?.items.length ?? 0) === 0
                        ? 'Nothing to import'
                        : 'Choose one',
              },
              ...(items.data?.items ?? []).map((i) => ({
                value: i.id,
                label: i.startDate ? `${i.title} (${i.startDate})` : i.title,
              })),
            ]}
          />
          <Button onClick={fill} disabled={itemId === ''} loading={loading} variant="outline">
            Fill the form
          </Button>
        </Group>
        {error && (
          <Text c="red.9" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
