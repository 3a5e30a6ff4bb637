import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { SealedOfferStatus, SellerOfferRecord } from '@facet/event-schemas';
import type { TFunction } from 'i18next';
import { column, type DataColumn, moneyValue } from '@/components/data-table/data-table.model';
import { dateColumn } from '@/components/data-table/columns';
import { Money } from '@/components/money';
import { When } from '@/components/when';

const statusColor: Record<SealedOfferStatus, string> = {
  pending: 'blue',
  awarded: 'teal',
  declined: 'gray',
  lost: 'gray',
};

/** Award or decline all; under an approval window (issue 30), approve or refuse the winner. */
export type OfferAction = {
  kind: 'accept' | 'reject' | 'approve' | 'refuse';
  offer: SellerOfferRecord;
};

const bidder = (r: SellerOfferRecord) => `${r.first_name} ${r.last_name}`.trim();

/** The sealed offers table: lot, bidder, offer, date, status and, once awardable, the actions. */
export function offerColumns(
  t: TFunction<'backoffice'>,
  act: (a: OfferAction) => void,
): DataColumn<SellerOfferRecord>[] {
  return [
    {
      ...column('lot', t('offers.columns.lot')),
      cell: (r) => r.lot_title,
      value: (r) => r.lot_title,
    },
    { ...column('bidder', t('offers.columns.bidder')), cell: bidder, value: bidder },
    {
      ...column('amount', t('offers.columns.amount')),
      // No amount while the offer window is open: the seller may not see it yet.
      cell: (r) =>
        r.amount === null ? '—' : <Money dollars={r.amount} perCarat={r.pricing === 'per_carat'} />,
      ...moneyValue(
        (r) => r.amount,
        (r) => r.pricing === 'per_carat',
      ),
    },
    dateColumn('date', t('offers.columns.date'), (r) => r.created_at),
    {
      ...column('status', t('offers.columns.status')),
      cell: (r) => (
        <Badge color={statusColor[r.status]} variant="light" tt="none" data-testid="offer-status">
          {t(`offers.status.${r.status}`)}
        </Badge>
      ),
      value: (r) => t(`offers.status.${r.status}`),
    },
    {
      ...column('actions', t('offers.columns.actions')),
      cell: (r) =>
        r.approval_deadline ? (
          <ApprovalActions t={t} offer={r} act={act} />
        ) : r.awardable ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              data-testid={`offer-award-${r.id}`}
              onClick={() => act({ kind: 'accept', offer: r })}
            >
              {t('offers.award')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              data-testid={`offer-decline-${r.lot_id}`}
              onClick={() => act({ kind: 'reject', offer: r })}
            >
              {t('offers.decline')}
            </Button>
          </Group>
        ) : null,
    },
  ];
}

/** The provisional winner's row: until when the seller may answer, and accept or refuse. */
function ApprovalActions({
  t,
  offer,
  act,
}: {
  t: TFunction<'backoffice'>;
  offer: SellerOfferRecord;
  act: (a: OfferAction) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" data-testid={`offer-approval-${offer.lot_id}`}>
        {t('offers.approvalUntil')} <When at={offer.approval_deadline} />
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="compact-sm"
          data-testid={`offer-approve-${offer.lot_id}`}
          onClick={() => act({ kind: 'approve', offer })}
        >
          {t('offers.approve')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          color="red"
          data-testid={`offer-refuse-${offer.lot_id}`}
          onClick={() => act({ kind: 'refuse', offer })}
        >
          {t('offers.refuse')}
        </Button>
      </Group>
    </Stack>
  );
}
