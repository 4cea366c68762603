import { Table } from '@mantine/core';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Props a rendered row spreads on its `<tr>`: measured, placed in the table's row count. */
export interface VirtualRowProps {
  ref: (element: HTMLTableRowElement | null) => void;
  'data-index': number;
  'aria-rowindex': number;
}

/**
 * The body of a long table (docs/features/curation.md §5, as ADR 0019 does for large frameworks): only the rows near the
 * viewport are in the document (`@tanstack/react-virtual`, window virtualizer), between spacer rows that
 * keep the table's height, so a competency's 10,000 attributes open as fast as 10. The row holding the
 * focus stays rendered even when scrolled away, so keyboard users keep their place and a title being
 * edited keeps its typed text; Tab moves row to row as usual (the focused row is scrolled into view and
 * its neighbours rendered). Rows carry `aria-rowindex` (the header row is 1); the table sets
 * `aria-rowcount` to `items.length + 1`.
 * @param items the rows' data; @param columns the number of columns (for the spacers)
 * @param estimate a row's height before it is measured (px); @param renderRow renders one `<tr>`
 */
export function VirtualTableBody<T>({
  items,
  columns,
  estimate,
  renderRow,
}: {
  items: readonly T[];
  columns: number;
  estimate: number;
  renderRow: (item: T, props: VirtualRowProps) => ReactNode;
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const focused = useRef<number | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the body starts in the page: it moves when what is above it changes height (a form's errors).
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const update = () => setScrollMargin(Math.round(body.getBoundingClientRect().top + window.scrollY));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const keep = focused.current;
    return keep === null || indexes.includes(keep) ? indexes : [...indexes, keep].sort((a, b) => a - b);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimate,
    overscan: 10,
    scrollMargin,
    rangeExtractor,
  });
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest('tr[data-index]');
    focused.current = row ? Number(row.getAttribute('data-index')) : null;
  };
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = null;
  };

  const rows: ReactNode[] = [];
  let cursor = 0;
  const spacer = (key: string, height: number) =>
    height > 0 && (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no content and takes no focus
      <tr key={key} aria-hidden="true" style={{ height }}>
        <td colSpan={columns} style={{ padding: 0, border: 0 }} />
      </tr>
    );
  for (const item of virtualizer.getVirtualItems()) {
    const start = item.start - virtualizer.options.scrollMargin;
    rows.push(spacer(`gap-${item.index}`, start - cursor));
    const data = items[item.index] as T;
    rows.push(
      renderRow(data, {
        ref: virtualizer.measureElement,
        'data-index': item.index,
        'aria-rowindex': item.index + 2,
      }),
    );
    cursor = start + item.size;
  }
  rows.push(spacer('end', virtualizer.getTotalSize() - cursor));
  return (
    <Table.Tbody ref={bodyRef} onFocus={onFocus} onBlur={onBlur}>
      {rows}
    </Table.Tbody>
  );
}
