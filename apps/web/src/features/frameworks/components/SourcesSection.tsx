import type { Provenance } from '@hub/domain';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { splitLinks } from '../../../lib/format';

/** Renders plain text with its http(s) addresses as links. */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed text never reorder
          <Anchor key={index} href={part.href} rel="noopener noreferrer">
            {part.text}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed text never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/**
 * 'Source and completeness': for each provenance entry, the version, licence, whether the content is
 * complete ('Complete' / 'Incomplete: not every part of this framework was found'), the notes and the
 * list of sources (addresses linked). Lets visitors see what a version lacks (e.g. ISCB 2.0 has no
 * competency P). Spec: DESIGN.md "Data that ships" (provenance is shown, nothing invented).
 * @param sources provenance entries of the framework
 */
export function SourcesSection({ sources }: { sources: readonly Provenance[] }) {
  return (
    <section aria-labelledby="sources-heading">
      <Title order={2} id="sources-heading" mb="sm">
        Source and completeness
      </Title>
      {sources.length === 0 ? (
        <Text>No source information was recorded for this framework.</Text>
      ) : (
        <Stack gap="lg">
          {sources.map((entry) => (
            <div key={entry.versionNumber}>
              <Title order={3} size="h4">
                Version {entry.versionNumber}
              </Title>
              <Text mt={4}>Licence: {entry.licence}</Text>
              <Text fw={600}>
                {entry.complete ? 'Complete' : 'Incomplete: not every part of this framework was found'}
              </Text>
              {entry.notes && (
                <Text mt={4}>
                  <LinkedText text={entry.notes} />
                </Text>
              )}
              {entry.sources.length > 0 && (
                <>
                  <Text mt="xs" fw={600}>
                    Sources
                  </Text>
                  <List size="sm" spacing={4}>
                    {entry.sources.map((source) => (
                      <List.Item key={source} style={{ overflowWrap: 'anywhere' }}>
                        <LinkedText text={source} />
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
            </div>
          ))}
        </Stack>
      )}
    </section>
  );
}
