import type { Domain } from '@hub/domain';
import { Anchor, Title } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { type CompetencyRow, competencyRows } from '../logic';

/** Estimated heights (px) before measuring: a domain heading and a competency link. */
const ESTIMATE = { domain: 44, competency: 28 } as const;

/**
 * The viewport assumed before the browser's is known (px): on the server and in the hydrating render, the
 * list renders the rows of its first 1,200 px (plus the overscan), the same on both sides, so the served
 * HTML shows the start of the list at once instead of an empty box until hydration (ADR 0019 addendum).
 */
const FIRST_RENDER_RECT = { width: 1280, height: 1200 } as const;

/**
 * The domains and competencies of a large framework as one virtualised list in the page's own scroll
 * (ADR 0019): only the rows near the viewport are in the document, so 2,000 competencies render and
 * filter as fast as 30. Domain headings stay headings (h4) and competencies links, in reading order; rows
 * are measured once shown. The server renders the first rows (those of {@link FIRST_RENDER_RECT} from the
 * top); the whole list is in the page's JSON-LD for harvesters.
 * @param domains the filtered domains; @param linkFramework / linkVersion where competency links point
 */
export function VirtualCompetencyList({
  domains,
  linkFramework,
  linkVersion,
}: {
  domains: readonly Domain[];
  linkFramework: string;
  linkVersion: string;
}) {
  const rows: CompetencyRow[] = competencyRows(domains);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(listRef.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => ESTIMATE[rows[index]?.kind ?? 'competency'],
    overscan: 12,
    scrollMargin,
    // The same first rows on the server and in the hydrating render; the browser's own viewport and
    // scroll position take over once mounted.
    initialRect: FIRST_RENDER_RECT,
    initialOffset: 0,
  });
  return (
    <div ref={listRef} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {row.kind === 'domain' ? (
              <Title order={4} pt="sm" pb={4}>
                {row.domain.title}
              </Title>
            ) : (
              <div style={{ paddingBlock: 2 }}>
                <Anchor
                  component={Link}
                  to={paths.competencyDetails(linkFramework, linkVersion, row.competency.id)}
                >
                  {row.competency.code ? `${row.competency.code}. ` : ''}
                  {row.competency.title}
                </Anchor>
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
