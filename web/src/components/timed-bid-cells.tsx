import { Badge, Table } from '@mantine/core';
import type { TimedBidLedgerRecord, TimedBidStatus } from '@facet/event-schemas';
import { Money } from './money';
import { When } from './when';

const color: Record<TimedBidStatus, string> = {
  pending: 'blue',
  placed: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

/**
 * A timed bid's cells in a lot's bid lists (the admin's ledger, the seller's lot): who, how much
 * (with '/ct' on a lot priced per carat), when, and what became of it, named by `statusLabel`.
 */
export function TimedBidCells({
  bid,
  perCarat,
  statusLabel,
}: {
  bid: TimedBidLedgerRecord;
  perCarat: boolean;
  statusLabel: string;
}) {
  return (
    <>
      <Table.Td>{`${bid.first_name} ${bid.last_name}`.trim()}</Table.Td>
      <Table.Td>
        <Money dollars={bid.amount} perCarat={perCarat} />
      </Table.Td>
      <Table.Td>
        <When at={bid.bid_time} />
      </Table.Td>
      <Table.Td>
        <Badge color={color[bid.status]} variant="light" tt="none">
          {statusLabel}
        </Badge>
      </Table.Td>
    </>
  );
}
