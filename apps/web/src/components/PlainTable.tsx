/**
 * A plain table drawn exactly like Mantine's Table, Table.Thead, Table.Tbody, Table.Tr, Table.Th and
 * Table.Td (`PlainElements.tsx`, ADR 0027, ADR 0055): a long table of a visitor page renders one element
 * per row and cell, so the server's HTML hydrates in a fraction of the time, and a visitor page with a
 * table does not load Mantine's Table (2.3 KB on the wire). The class names, data attributes and CSS
 * variables are Mantine's, so its styles (all in the one stylesheet) apply unchanged; the unit test
 * `test/plain-table.test.tsx` renders both and fails when a Mantine upgrade changes Mantine's markup.
 */
import type { CSSProperties, ReactNode, Ref } from 'react';

/**
 * The class names of Mantine's Table (`Table.module.css` of `@mantine/core` 9), which the package does not
 * export without the component (its `exports` have no `./esm/*`): `test/plain-table.test.tsx` checks them.
 */
export const TABLE_CLASSES = {
  table: 'm_b23fa0ef mantine-Table-table',
  thead: 'm_b242d975 mantine-Table-thead',
  tbody: 'm_b2404537 mantine-Table-tbody',
  tr: 'm_4e7aa4fd mantine-Table-tr',
  th: 'm_4e7aa4f3 mantine-Table-th',
  td: 'm_4e7aa4ef mantine-Table-td',
} as const;

/** Mantine's `rem()`: a length in pixels as rem, scaled by the theme's `--mantine-scale`. */
function rem(px: number): string {
  return `calc(${px / 16}rem * var(--mantine-scale))`;
}

/**
 * A `<Table>` with row borders (Mantine's default) as a plain `<table>`; its rows are {@link PlainTr}s.
 * @param withTableBorder a border around the table (`withTableBorder`)
 * @param verticalSpacing the cells' vertical padding, a theme spacing (`verticalSpacing`; Mantine's 7 px by default)
 * @param fontSize the table's font size, a theme size (the `fz` style prop)
 * @param minWidth the table's narrowest width in pixels (the `miw` style prop)
 * @param testId the table's `data-testid`
 */
export function PlainTable({
  withTableBorder,
  verticalSpacing,
  fontSize,
  minWidth,
  testId,
  children,
}: {
  withTableBorder: boolean;
  verticalSpacing?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  fontSize?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  minWidth?: number;
  testId?: string;
  children: ReactNode;
}) {
  const style: CSSProperties & Record<`--${string}`, string> = {
    '--table-vertical-spacing': verticalSpacing ? `var(--mantine-spacing-${verticalSpacing})` : rem(7),
  };
  if (fontSize) style.fontSize = `var(--mantine-font-size-${fontSize})`;
  if (minWidth !== undefined) style.minWidth = rem(minWidth);
  return (
    <table
      style={style}
      className={TABLE_CLASSES.table}
      data-with-table-border={withTableBorder ? 'true' : undefined}
      data-testid={testId}
    >
      {children}
    </table>
  );
}

/** A `<Table.Thead>` as a plain `<thead>`. */
export function PlainThead({ children }: { children: ReactNode }) {
  return <thead className={TABLE_CLASSES.thead}>{children}</thead>;
}

/**
 * A `<Table.Tbody>` as a plain `<tbody>`.
 * @param ref the element, for a listener on its rows (such as `useAppLinkClicks`)
 */
export function PlainTbody({ ref, children }: { ref?: Ref<HTMLTableSectionElement>; children: ReactNode }) {
  return (
    <tbody ref={ref} className={TABLE_CLASSES.tbody}>
      {children}
    </tbody>
  );
}

/**
 * A `<Table.Tr>` as a plain row, inside a Mantine `<Table>` (or a {@link PlainTable}) with row borders (its
 * default); a header row too.
 * @param striped the table is `striped` (Mantine's default 'odd' rows)
 */
export function PlainTr({ striped, children }: { striped: boolean; children: ReactNode }) {
  return (
    <tr className={TABLE_CLASSES.tr} data-with-row-border="true" data-striped={striped ? 'odd' : undefined}>
      {children}
    </tr>
  );
}

/**
 * A `<Table.Th scope="col">` as a plain column header.
 * @param columnBorder the table has `withColumnBorders`
 * @param width the column's width in pixels (the `w` style prop)
 */
export function PlainTh({
  columnBorder,
  width,
  children,
}: {
  columnBorder: boolean;
  width?: number;
  children: ReactNode;
}) {
  return (
    <th
      style={width === undefined ? undefined : { width: rem(width) }}
      className={TABLE_CLASSES.th}
      data-with-column-border={columnBorder ? 'true' : undefined}
      scope="col"
    >
      {children}
    </th>
  );
}

/**
 * A `<Table.Td>` as a plain cell.
 * @param columnBorder the table has `withColumnBorders`
 */
export function PlainTd({ columnBorder, children }: { columnBorder: boolean; children?: ReactNode }) {
  return (
    <td className={TABLE_CLASSES.td} data-with-column-border={columnBorder ? 'true' : undefined}>
      {children}
    </td>
  );
}
