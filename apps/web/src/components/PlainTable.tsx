/**
 * Plain table rows and cells drawn exactly like Mantine's Table.Tr and Table.Td (`PlainElements.tsx`,
 * ADR 0055): a long table of a visitor page renders one element per row and cell, so the server's HTML
 * hydrates in a fraction of the time; the class names and data attributes are Mantine's.
 */
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A `<Table.Tr>` as a plain row, inside a Mantine `<Table>` with row borders (its default).
 * @param striped the table is `striped` (Mantine's default 'odd' rows)
 */
export function PlainTr({ striped, children }: { striped: boolean; children: ReactNode }) {
  return (
    <tr
      className={`${Table.classes.tr} mantine-Table-tr`}
      data-with-row-border="true"
      data-striped={striped ? 'odd' : undefined}
    >
      {children}
    </tr>
  );
}

/**
 * A `<Table.Td>` as a plain cell.
 * @param columnBorder the table has `withColumnBorders`
 */
export function PlainTd({ columnBorder, children }: { columnBorder: boolean; children?: ReactNode }) {
  return (
    <td
      className={`${Table.classes.td} mantine-Table-td`}
      data-with-column-border={columnBorder ? 'true' : undefined}
    >
      {children}
    </td>
  );
}
