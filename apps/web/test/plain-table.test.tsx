import { MantineProvider, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../src/app/theme';
import {
  PlainTable,
  PlainTbody,
  PlainTd,
  PlainTh,
  PlainThead,
  PlainTr,
  TABLE_CLASSES,
} from '../src/components/PlainTable';

/** Server-rendered markup, as a visitor's browser receives it, inside the app's theme. */
function html(children: ReactNode): string {
  return renderToStaticMarkup(<MantineProvider theme={theme}>{children}</MantineProvider>);
}

/**
 * The plain table stands in for Mantine's Table on the training list and the export preview (ADR 0055): it
 * must look the same, that is carry the same classes, data attributes and CSS variables, which Mantine's
 * stylesheet styles. A Mantine upgrade that changes its Table's markup fails these tests: then update
 * `PlainTable.tsx` to match.
 */
describe("the plain table's markup is Mantine's Table's", () => {
  it('for the training list (striped, table border, small vertical spacing, column widths)', () => {
    const mantine = html(
      <Table striped withTableBorder verticalSpacing="sm">
        <caption className="visually-hidden">Training resources</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={70}>
              S. No.
            </Table.Th>
            <Table.Th scope="col">Training resource(s)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>1</Table.Td>
            <Table.Td>Docking</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const plain = html(
      <PlainTable withTableBorder verticalSpacing="sm">
        <caption className="visually-hidden">Training resources</caption>
        <PlainThead>
          <PlainTr striped>
            <PlainTh columnBorder={false} width={70}>
              S. No.
            </PlainTh>
            <PlainTh columnBorder={false}>Training resource(s)</PlainTh>
          </PlainTr>
        </PlainThead>
        <PlainTbody>
          <PlainTr striped>
            <PlainTd columnBorder={false}>1</PlainTd>
            <PlainTd columnBorder={false}>Docking</PlainTd>
          </PlainTr>
        </PlainTbody>
      </PlainTable>,
    );
    expect(plain).toBe(mantine);
    expect(plain).toContain('data-striped="odd"');
  });

  it('for the export preview (column borders, small font, a minimum width, a test id)', () => {
    const mantine = html(
      <Table striped withTableBorder withColumnBorders fz="sm" miw={3 * 150} data-testid="export-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Domain</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Data</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const plain = html(
      <PlainTable withTableBorder fontSize="sm" minWidth={3 * 150} testId="export-preview">
        <PlainThead>
          <PlainTr striped>
            <PlainTh columnBorder>Domain</PlainTh>
          </PlainTr>
        </PlainThead>
        <PlainTbody>
          <PlainTr striped>
            <PlainTd columnBorder>Data</PlainTd>
          </PlainTr>
        </PlainTbody>
      </PlainTable>,
    );
    expect(plain).toBe(mantine);
    expect(plain).toContain('data-with-column-border="true"');
  });

  it("names each part with the class of Mantine's own stylesheet", () => {
    for (const part of ['table', 'thead', 'tbody', 'tr', 'th', 'td'] as const) {
      expect(TABLE_CLASSES[part]).toBe(`${Table.classes[part]} mantine-Table-${part}`);
    }
  });
});
