import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * A long list of which only the items near the viewport are in the document (ADR 0019, addendum on the
 * manage screen: a competency's details with 10,000 attributes open as fast as with 10): the window
 * virtualizer of `@tanstack/react-virtual`, as `VirtualTableBody` does for tables. The `<ul>` keeps the
 * whole list's height; each rendered `<li>` is measured and tells assistive technology its place
 * (`aria-posinset`/`aria-setsize`), so the list still reads as one list of `items.length` items.
 * @param items the items' data; @param estimate an item's height before it is measured (px)
 * @param label the list's accessible name; @param renderItem the content of one item's `<li>`
 */
export function VirtualList<T>({
  items,
  estimate,
  label,
  renderItem,
}: {
  items: readonly T[];
  estimate: number;
  label: string;
  renderItem: (item: T) => ReactNode;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts in the page: it moves when what is above it changes height.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimate,
    overscan: 10,
    scrollMargin,
  });
  return (
    <ul
      ref={listRef}
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize(), margin: 0, paddingLeft: 20 }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <li
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          aria-posinset={item.index + 1}
          aria-setsize={items.length}
          style={{
            position: 'absolute',
            top: 0,
            left: 20,
            right: 0,
            transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            fontSize: 'var(--mantine-font-size-sm)',
          }}
        >
          {renderItem(items[item.index] as T)}
        </li>
      ))}
    </ul>
  );
}
