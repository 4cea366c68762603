import type { Domain, Provenance } from '@hub/domain';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { CitationLine } from '../../../components/CitationLine';
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
 * 'Source and completeness' of the version being viewed (docs/features/browsing.md §7, ADR 0030): a one-line status
 * ('Complete' or 'Partial: …', {@link completenessStatus}) and the licence, then an expandable 'About
 * this data' written for visitors: what is included and what is missing (the file's `about`), and the
 * sources as citations. The curators' notes and source lines (commits, file paths) are shown only for a
 * file that has no visitors' text (a framework imported without one). Source: docs/features/browsing.md §1.
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
  const about = entry ? (entry.about || entry.notes).split(/\n\s*\n/).filter((p) => p.trim() !== '') : [];
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
              {about.map((paragraph) => (
                <Text size="sm" key={paragraph}>
                  <LinkedText text={paragraph} />
                </Text>
              ))}
              {(entry.citations.length > 0 || entry.sources.length > 0) && (
                <>
                  <Text size="sm" fw={600}>
                    Sources
                  </Text>
                  <List size="sm" spacing={4}>
                    {entry.citations.length > 0
                      ? entry.citations.map((citation) => (
                          <List.Item key={citation.title} style={{ overflowWrap: 'anywhere' }}>
                            <CitationLine citation={citation} />
                          </List.Item>
                        ))
                      : entry.sources.map((source) => (
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
