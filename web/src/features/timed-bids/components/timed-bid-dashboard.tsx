import { Anchor, Badge, Button, SegmentedControl, Stack, Title } from '@mantine/core';
import { dateColumn, moneyColumn } from '@/components/data-table/columns';
import type { TimedBidRecord, TimedBidStatus } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import {
  pagedProps,
  queryProps,
  useDataTableState,
} from '@/components/data-table/use-data-table-state';
import { column, type DataColumn } from '@/components/data-table/data-table.model';
import {
  type TimedBidFilter,
  useCancelTimedBid,
  useTimedBidDashboard,
} from '../api/timed-bid-dashboard';

const color: Record<TimedBidStatus, string> = {
  pending: 'blue',
  placed: 'teal',
  failed: 'red',
  cancelled: 'gray',
};
const filters: TimedBidFilter[] = ['all', 'pending', 'placed', 'failed', 'cancelled'];

/** The buyer's timed bids (`product/ttw_dashboard`): pending, placed, failed with the reason. */
export function TimedBidDashboard() {
  const { t } = useTranslation('timedbids');
  const [status, setStatus] = useState<TimedBidFilter>('all');
  const table = useDataTableState();
  const list = useTimedBidDashboard(status, table.page);
  const cancel = useCancelTimedBid();
  // The timed bids' own reasons have words here; a lot's refusal keeps the server's sentence,
  // which carries its figures (the deposit's amount, the minimum bid).
  const why = (r: TimedBidRecord) =>
    r.reason?.startsWith('ttwbid.')
      ? t(`reasons.${r.reason.slice(7)}`, { defaultValue: r.message ?? r.reason })
      : (r.message ?? '');
  const columns: DataColumn<TimedBidRecord>[] = [
    {
      ...column('lot', t('lot')),
      cell: (r) => (
        <Anchor component={Link} to={`/search?lot=${r.lot_id}`}>
          {r.lot_id.slice(0, 8)}
        </Anchor>
      ),
      value: (r) => r.lot_id,
    },
    {
      ...column('kind', t('kind')),
      cell: (r) => t(`kinds.${r.kind}`),
      value: (r) => r.kind,
    },
    moneyColumn('amount', t('amount'), (r) => r.amount),
    dateColumn('bid_time', t('time'), (r) => r.bid_time),
    {
      ...column('status', t('status')),
      cell: (r) => (
        <Stack gap={2} data-testid="timed-bid-row" data-status={r.status}>
          <Badge color={color[r.status]} variant="light" tt="none" miw="max-content">
            {t(`statuses.${r.status}`)}
          </Badge>
          {why(r)}
        </Stack>
      ),
      value: (r) => r.status,
    },
    {
      key: 'action',
      header: '',
      csvHeader: '',
      cell: (r) =>
        r.status === 'pending' ? (
          <Button size="compact-xs" color="red" variant="light" onClick={() => cancel.mutate(r.id)}>
            {t('cancel')}
          </Button>
        ) : null,
      value: () => '',
    },
  ];
  return (
    <Stack data-testid="timed-bid-dashboard">
      <Title order={2}>{t('title')}</Title>
      <SegmentedControl
        value={status}
        onChange={(v) => {
          setStatus(v as TimedBidFilter);
          table.setPage(1);
        }}
        data={filters.map((f) => ({ value: f, label: t(`statuses.${f}`) }))}
      />
      <DataTable
        testId="timed-bids"
        columns={columns}
        {...queryProps(list)}
        rowKey={(r) => r.id}
        {...pagedProps(table)}
        csvFileName="timed-bids.csv"
      />
    </Stack>
  );
}
