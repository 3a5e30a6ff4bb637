import { SegmentedControl, Stack, Title } from '@mantine/core';
import type { SealedOfferStatus, SellerOfferRecord } from '@facet/event-schemas';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import {
  useDataTableState,
  pagedProps,
  queryProps,
} from '@/components/data-table/use-data-table-state';
import { formatLotMoney } from '@/lib/format';
import { useApproveTender } from '../api/approve-tender';
import { useChangeOfferStatus } from '../api/change-offer-status';
import { useSellerOffers } from '../api/get-seller-offers';
import { ConfirmDialog } from './confirm-dialog';
import { type OfferAction, offerColumns } from './offer-columns';
import { Hint } from '@/components/hint';

// The server's statuses (web imports only types from event-schemas).
const FILTERS: readonly ('all' | SealedOfferStatus)[] = [
  'all',
  'pending',
  'awarded',
  'declined',
  'lost',
];

const TITLES = {
  accept: 'offers.confirmAwardTitle',
  reject: 'offers.confirmDeclineTitle',
  approve: 'offers.confirmApproveTitle',
  refuse: 'offers.confirmRefuseTitle',
} as const;

/** What the seller confirms: the sale (an award or an approval), or the lot closing unsold. */
function confirmBody(
  t: TFunction<'backoffice'>,
  kind: OfferAction['kind'],
  o: SellerOfferRecord,
): string {
  const names = { lot: o.lot_title, bidder: `${o.first_name} ${o.last_name}`.trim() };
  if (kind === 'reject') return t('offers.confirmDecline', names);
  if (kind === 'refuse') return t('offers.confirmRefuse', names);
  return t('offers.confirmAward', { ...names, amount: formatLotMoney(o.amount, o.pricing) });
}

/**
 * /seller/offers: the offers on the seller's sealed lots; award one, or decline them all; under a
 * tender event's approval window (issue 30), accept or refuse the provisional winner.
 */
export function SellerOffersView() {
  const { t } = useTranslation('backoffice');
  const table = useDataTableState(10);
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('all');
  const offers = useSellerOffers(status, table.page, table.limit);
  const change = useChangeOfferStatus();
  const approval = useApproveTender();
  const [pending, setPending] = useState<OfferAction | null>(null);
  const o = pending?.offer;
  const confirm = () => {
    if (!pending || !o) return;
    if (pending.kind === 'approve' || pending.kind === 'refuse') {
      const decision = pending.kind === 'approve' ? 'accept' : 'refuse';
      approval.mutate({ lotId: o.lot_id, decision }, { onSettled: () => setPending(null) });
      return;
    }
    change.mutate(
      {
        lotId: o.lot_id,
        status: pending.kind,
        ...(pending.kind === 'accept' ? { userId: o.user_id } : {}),
      },
      { onSettled: () => setPending(null) },
    );
  };
  return (
    <Stack>
      <Title order={1}>{t('offers.title')}</Title>
      <Hint>{t('offers.waiting')}</Hint>
      <DataTable
        testId="seller-offers"
        columns={offerColumns(t, setPending)}
        {...queryProps(offers)}
        rowKey={(r) => r.id}
        {...pagedProps(table)}
        filters={
          <SegmentedControl
            aria-label={t('offers.filter')}
            data-testid="offer-filter"
            value={status}
            onChange={(v) => {
              setStatus(v as (typeof FILTERS)[number]);
              table.reset();
            }}
            data={FILTERS.map((f) => ({ value: f, label: t(`offers.status.${f}`) }))}
          />
        }
        csvFileName="sealed-offers.csv"
      />
      <ConfirmDialog
        opened={pending !== null}
        title={pending ? t(TITLES[pending.kind]) : ''}
        body={!o || !pending ? '' : confirmBody(t, pending.kind, o)}
        busy={change.isPending || approval.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
