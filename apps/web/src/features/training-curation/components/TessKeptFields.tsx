import { rowEtag, type TessKeptField, type TrainingResourceCreated } from '@hub/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { RichTextView } from '../../../components/RichTextView';
import { paths } from '../../../config/paths';
import { LABELS, useAcceptTessValue } from '../api/manage';

const RICH = new Set(['description', 'learningOutcomes', 'targetAudience', 'organisers', 'trainers']);

/** One value of a kept field: rich text as sanitised HTML (from the server), the rest as text. */
function Value({ field, value }: { field: TessKeptField['field']; value: string }) {
  if (RICH.has(field)) return <RichTextView html={value} empty="(empty)" />;
  return <Text size="sm">{value === '' ? '(empty)' : value}</Text>;
}

/**
 * After a TeSS re-import (ADR 0052): the fields kept as a content manager changed them although TeSS has a
 * new value, each with both values and 'Use TeSS's value' (based on the resource's revision; a stale one
 * shows the server's message). 'Open the training resource' leaves.
 * @param saved what the re-import answered (id, slug, revision and `tessKept`)
 */
export function TessKeptFields({ saved }: { saved: TrainingResourceCreated }) {
  const accept = useAcceptTessValue(saved.id);
  const [revision, setRevision] = useState(saved.revision);
  const [used, setUsed] = useState<string[]>([]);
  return (
    <Paper withBorder p="md" role="region" aria-labelledby="tess-kept-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="tess-kept-title">
          Kept: changed by a content manager
        </Title>
        <Text size="sm">
          The training resource was updated from TeSS, except these fields, which a content manager changed
          since the last import. TeSS now has another value for each: use it, or keep the current one.
        </Text>
        {saved.tessKept.map((k) => (
          <Paper key={k.field} withBorder p="sm" role="group" aria-label={LABELS[k.field] ?? k.field}>
            <Stack gap="xs">
              <Title order={3} size="h5">
                {LABELS[k.field] ?? k.field}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <div>
                  <Text size="sm" fw={700}>
                    {used.includes(k.field) ? 'Before' : 'Kept'}
                  </Text>
                  <Value field={k.field} value={k.kept} />
                </div>
                <div>
                  <Text size="sm" fw={700}>
                    TeSS's value
                  </Text>
                  <Value field={k.field} value={k.tess} />
                </div>
              </SimpleGrid>
              <Group>
                {used.includes(k.field) ? (
                  <Text size="sm" role="status">
                    TeSS's value is used.
                  </Text>
                ) : (
                  <Button
                    variant="outline"
                    loading={accept.isPending && accept.variables?.field === k.field}
                    aria-label={`Use TeSS's value for ${LABELS[k.field] ?? k.field}`}
                    onClick={() =>
                      accept.mutate(
                        { field: k.field, ifMatch: rowEtag(revision) },
                        {
                          onSuccess: (ref) => {
                            setRevision(ref.revision);
                            setUsed((u) => [...u, k.field]);
                          },
                        },
                      )
                    }
                  >
                    Use TeSS's value
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        ))}
        {accept.error && (
          <Alert color="red" variant="outline" role="alert" title="Unable to perform the request">
            {accept.error.message}
          </Alert>
        )}
        <Group>
          <Button component={Link} to={paths.trainingResource(saved.slug)}>
            Open the training resource
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
