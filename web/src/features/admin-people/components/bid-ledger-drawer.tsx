import { Alert, Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { column, moneyValue } from '@/components/data-table/data-table.model';
import { dateColumn } from '@/components/data-table/columns';
import type { AdminLotRecord, BidLedgerRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import {
  pagedProps,
  queryProps,
  useDataTableState,
} from '@/components/data-table/use-data-table-state';
import type { DataColumn } from '@/components/data-table/data-table.model';
import { Money } from '@/components/money';
import { useBidLedger, useRetractBid } from '../api/bid-ledger';
import { useLedgerRefresh } from '../realtime/use-ledger-refresh';
import { RetractBidModal } from './retract-bid-modal';
import { TimedBidLedger } from './timed-bid-ledger';

/**
 * A lot's whole bid history (`ttwbidhistory`), retracted bids flagged, with the retraction
 * (`ttwbidhistoryUpdate`) and the price it leaves the lot at.
 */
export function BidLedgerDrawer({
  lot,
  onClose,
}: {
  lot: AdminLotRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminpeople');
  const table = useDataTableState();
  const ledger = useBidLedger(lot?.id ?? null, table.page);
  useLedgerRefresh(lot?.id ?? null);
  const retract = useRetractBid();
  const [target, setTarget] = useState<BidLedgerRecord | null>(null);
  const [after, setAfter] = useState<number | null>(null);
  const close = () => {
    setAfter(null);
    table.setPage(1);
    onClose();
  };
  const ct = lot?.pricing === 'per_carat';
  const columns: DataColumn<BidLedgerRecord>[] = [
    {
      key: 'bid_number',
      header: '#',
      csvHeader: '#',
      cell: (r) => r.bid_number,
      value: (r) => r.bid_number,
    },
    {
      ...column('bidder', t('bids.bidder')),
      cell: (r) => `${r.first_name} ${r.last_name}`,
      value: (r) => `${r.first_name} ${r.last_name}`,
    },
    {
      ...column('amount', t('bids.amount')),
      cell: (r) => (
        <Money
          dollars={r.proposed_amount}
          perCarat={ct}
          td={r.retracted ? 'line-through' : undefined}
        />
      ),
      ...moneyValue(
        (r) => r.proposed_amount,
        () => ct,
      ),
    },
    {
      ...column('kind', t('bids.kind')),
      cell: (r) => t(r.automatic ? 'bids.automatic' : 'bids.placed'),
      value: (r) => t(r.automatic ? 'bids.automatic' : 'bids.placed'),
    },
    dateColumn('created_at', t('bids.date'), (r) => r.created_at),
    {
      ...column('state', t('bids.state')),
      cell: (r) =>
        r.retracted ? (
          <Badge
            tt="none"
            miw="max-content"
            color="red"
            variant="light"
            data-testid="bid-retracted"
          >
            {t('bids.retracted')}
          </Badge>
        ) : r.bid_id ? (
          <Button
            size="compact-xs"
            color="red"
            variant="light"
            data-testid={`retract-${r.bid_number}`}
            onClick={() => setTarget(r)}
          >
            {t('bids.retract')}
          </Button>
        ) : null,
      value: (r) => (r.retracted ? t('bids.retracted') : ''),
    },
  ];
  return (
    <Drawer
      opened={lot !== null}
      onClose={close}
      position="right"
      size="xl"
      title={lot ? t('bids.title', { title: lot.title }) : ''}
    >
      <Stack data-testid="bid-ledger">
        <Group>
          <Text>{t('bids.currentPrice')}</Text>
          <Money fw={700} dollars={ledger.data?.wprice} perCarat={ct} data-testid="ledger-price" />
        </Group>
        {after !== null && (
          <Alert color="teal" data-testid="retraction-result">
            {t('bids.recomputed')} <Money fw={700} dollars={after} perCarat={ct} />
          </Alert>
        )}
        <DataTable
          testId="ledger"
          columns={columns}
          {...queryProps(ledger)}
          rowKey={(r) => r.id}
          {...pagedProps(table)}
          csvFileName={`bids-${lot?.id ?? ''}.csv`}
        />
        {lot && (
          <TimedBidLedger lotId={lot.id} perCarat={ct} rows={ledger.data?.timed_bids ?? []} />
        )}
      </Stack>
      <RetractBidModal
        bid={target}
        busy={retract.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={(reason) => {
          if (!lot || !target?.bid_id) return;
          retract.mutate(
            { id: lot.id, bid_id: target.bid_id, reason },
            {
              onSuccess: (answer) => {
                // A retraction answers the lot's figures (a timed bid's cancel, the timed bid).
                if ('wprice' in answer) setAfter(answer.wprice);
                setTarget(null);
              },
            },
          );
        }}
      />
    </Drawer>
  );
}
