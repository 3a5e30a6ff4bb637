import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { SealedOfferStatus } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import {
  useDataTableState,
  pagedProps,
  queryProps,
} from '@/components/data-table/use-data-table-state';
import { formatLotMoney } from '@/lib/format';
import { useChangeOfferStatus } from '../api/change-offer-status';
import { useSellerOffers } from '../api/get-seller-offers';
import { ConfirmDialog } from './confirm-dialog';
import { type OfferAction, offerColumns } from './offer-columns';

// The server's statuses (web imports only types from event-schemas).
const FILTERS: readonly ('all' | SealedOfferStatus)[] = [
  'all',
  'pending',
  'awarded',
  'declined',
  'lost',
];

/** /seller/offers: the offers on the seller's sealed lots; award one, or decline them all. */
export function SellerOffersView() {
  const { t } = useTranslation('backoffice');
  const table = useDataTableState(10);
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('all');
  const offers = useSellerOffers(status, table.page, table.limit);
  const change = useChangeOfferStatus();
  const [pending, setPending] = useState<OfferAction | null>(null);
  const o = pending?.offer;
  const confirm = () => {
    if (!pending || !o) return;
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
      <Text c="dimmed" size="sm">
        {t('offers.waiting')}
      </Text>
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
        title={
          pending?.kind === 'reject'
            ? t('offers.confirmDeclineTitle')
            : t('offers.confirmAwardTitle')
        }
        body={
          !o
            ? ''
            : pending?.kind === 'reject'
              ? t('offers.confirmDecline', { lot: o.lot_title })
              : t('offers.confirmAward', {
                  lot: o.lot_title,
                  bidder: `${o.first_name} ${o.last_name}`.trim(),
                  amount: formatLotMoney(o.amount, o.pricing),
                })
        }
        busy={change.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
