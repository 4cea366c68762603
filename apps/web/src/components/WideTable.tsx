import { Box, Text } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** The hint shown above a table whose columns do not all fit on the screen. */
export const WIDE_TABLE_HINT = 'Some columns are out of sight: scroll or swipe the table sideways.';

/**
 * Holds a table that can be wider than a phone screen (docs/features/browsing.md §7: manage tables usable at 390 px). The
 * table keeps `minWidth` and scrolls sideways inside its own region, with the browser's own scrollbar. While
 * columns are out of sight, a hint above the table says so, and the region takes keyboard focus so the arrow
 * keys can scroll it.
 * @param minWidth narrowest width of the table, in CSS pixels, below which the region scrolls
 * @param label accessible name of the scrolling region (usually the table's own name)
 * @param children the table
 */
export function WideTable({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  const region = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [clipped, setClipped] = useState(false);

  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setClipped(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <div>
      {clipped && (
        <Text size="sm" mb={4} id={hintId}>
          {WIDE_TABLE_HINT}
        </Text>
      )}
      <Box
        ref={region}
        role="region"
        aria-label={label}
        aria-describedby={clipped ? hintId : undefined}
        tabIndex={clipped ? 0 : undefined}
        style={{ overflowX: 'auto' }}
      >
        <Box miw={minWidth}>{children}</Box>
      </Box>
    </div>
  );
}
