import type { Citation } from '@hub/domain';
import { Anchor } from '@mantine/core';

/**
 * One source as a citation line: 'Authors (year). Title.' with the title linking to its address and what the
 * source gave in brackets; authors and year only where the sources state them (ADR 0030).
 */
export function CitationLine({ citation }: { citation: Citation }) {
  const lead = [citation.authors, citation.year ? `(${citation.year})` : undefined].filter(Boolean).join(' ');
  const title = /[.?!]$/.test(citation.title) ? citation.title : `${citation.title}.`;
  return (
    <>
      {lead ? `${lead}. ` : ''}
      {citation.url ? (
        <Anchor href={citation.url} rel="noopener noreferrer">
          {title}
        </Anchor>
      ) : (
        title
      )}
      {citation.note ? ` (${citation.note})` : ''}
    </>
  );
}
