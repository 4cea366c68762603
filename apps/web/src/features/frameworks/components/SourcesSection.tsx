import type { Domain, Provenance } from '@hub/domain';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { splitLinks } from '../../../lib/format';
import { completenessStatus } from '../logic';

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
 * 'Source and completeness' of the version being viewed (issue #11 §5): a one-line status ('Complete' or
 * 'Partial: …', {@link completenessStatus}) and the licence, then an expandable 'About this data' holding
 * the notes and the sources (addresses linked; commit hashes stay out of the first view). Lets visitors
 * see what a version lacks (e.g. ISCB 2.0 has no competency P). Spec: DESIGN.md "Data that ships".
 * @param sources provenance entries of the framework; @param version the version shown
 * @param domains the version's domains (to say what is missing)
 */
export function SourcesSection({
  sources,
  version,
  domains,
}: {
  sources: readonly Provenance[];
  version: string;
  domains: readonly Domain[];
}) {
  const entry = sources.find((s) => s.versionNumber === version) ?? sources[0];
  return (
    <section aria-labelledby="sources-heading">
      <Title order={2} id="sources-heading" mb="sm">
        Source and completeness
      </Title>
      {!entry ? (
        <Text>No source information was recorded for this framework.</Text>
      ) : (
        <Stack gap="xs">
          <Text fw={600}>{completenessStatus(entry.complete, domains)}</Text>
          <Text size="sm">Licence: {entry.licence}</Text>
          <details>
            <summary style={{ cursor: 'pointer' }}>About this data</summary>
            <Stack gap="xs" mt="xs">
              {entry.notes && (
                <Text size="sm">
                  <LinkedText text={entry.notes} />
                </Text>
              )}
              {entry.sources.length > 0 && (
                <>
                  <Text size="sm" fw={600}>
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
            </Stack>
          </details>
        </Stack>
      )}
    </section>
  );
}
