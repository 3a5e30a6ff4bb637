import { Table } from '@mantine/core';
import { Money } from './money';

/** One row: what was bought (or given back) and its amount in dollars. */
export interface ItemAmount {
  key: string;
  title: string;
  dollars: number;
}

/** The two-column item and amount table of a printable document (a deposit, a return invoice). */
export function ItemAmountsTable({
  rows,
  itemLabel,
  amountLabel,
  testId,
}: {
  rows: readonly ItemAmount[];
  itemLabel: string;
  amountLabel: string;
  testId: string;
}) {
  return (
    <Table striped data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{itemLabel}</Table.Th>
          <Table.Th>{amountLabel}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.title}</Table.Td>
            <Table.Td>
              <Money dollars={row.dollars} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
