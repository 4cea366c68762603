import { pageCount, pageWindow } from '@hub/domain';
import { Button, Group } from '@mantine/core';
import type { MouseEvent } from 'react';

/**
 * Numbered page links of a list: at most `maxLinks` page numbers around the current page, with
 * 'Previous' and 'Next'; nothing when everything fits on one page. The current page is marked with
 * `aria-current="page"`. Source: docs/features/browsing.md §11 (training lists: 15 per page with 10 links,
 * competency list 10 with 5), docs/features/curation.md §15.
 * @param page 1-based current page
 * @param total rows over every page
 * @param pageSize rows per page
 * @param maxLinks most page numbers shown at once
 * @param onChange called with the chosen 1-based page
 * @param label accessible name of the navigation landmark
 * @param href when given, each page is also a plain link to `href(page)` (works without JavaScript; a
 *   click still calls `onChange`; ADR 0020)
 */
export function PageLinks({
  page,
  total,
  pageSize,
  maxLinks,
  onChange,
  label = 'Pages',
  href,
}: {
  page: number;
  total: number;
  pageSize: number;
  maxLinks: number;
  onChange: (page: number) => void;
  label?: string;
  href?: (page: number) => string;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  /** Props of the control for page `p`: a link when `href` is given, else a button. */
  const target = (p: number, enabled = true) =>
    href && enabled
      ? {
          component: 'a' as const,
          href: href(p),
          onClick: (event: MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault();
            onChange(p);
          },
        }
      : { onClick: () => onChange(p) };
  return (
    <nav aria-label={label}>
      <Group gap={4} wrap="wrap">
        <Button
          size="compact-sm"
          variant="default"
          disabled={current <= 1}
          {...target(current - 1, current > 1)}
        >
          Previous
        </Button>
        {pageWindow(current, pages, maxLinks).map((p) => (
          <Button
            key={p}
            size="compact-sm"
            variant={p === current ? 'filled' : 'default'}
            aria-current={p === current ? 'page' : undefined}
            aria-label={`Page ${p}`}
            {...target(p)}
          >
            {p}
          </Button>
        ))}
        <Button
          size="compact-sm"
          variant="default"
          disabled={current >= pages}
          {...target(current + 1, current < pages)}
        >
          Next
        </Button>
      </Group>
    </nav>
  );
}
