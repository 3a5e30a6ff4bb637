import type { LotSearchRecord, PurchaseRecord } from '@facet/event-schemas';
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { useMyLots, type MyArea } from '../api/my-lots';
import { useLotRooms } from '../realtime/use-lot-realtime';
import { LOADING_PLACEHOLDERS } from './listing-results';
import { LotCard } from './lot-card';
import { OfferCard } from './offer-card';
import { PurchasePaid } from './purchase-paid';
import { ReceiptsButton } from './receipts-button';
import { useLotDrawer } from './use-lot-drawer';
import { useListingState } from './use-listing-state';

const tabs: Record<
  MyArea,
  Array<
    | 'all'
    | 'winning'
    | 'outbid'
    | 'won'
    | 'lost'
    | 'open'
    | 'closed'
    | 'watchlist'
    | 'auctions'
    | 'bought'
  >
> = {
  auctions: ['all', 'winning', 'outbid', 'won', 'lost'],
  offers: ['open', 'closed'],
  watchlist: ['watchlist', 'auctions'],
  purchases: ['all', 'won', 'bought'],
};

const isPurchase = (lot: LotSearchRecord): lot is PurchaseRecord => 'invoice_id' in lot;

export interface MyLotsViewProps {
  area: MyArea;
  type: string;
  /** Shown under each bid-on lot's card (My Bids): the app composes it from another feature. */
  bidAction?: (lot: LotSearchRecord) => ReactNode;
  /** Shown instead of the lot list (the watchlist's auctions tab, composed by the app). */
  panel?: ReactNode;
}

export function MyLotsView({ area, type, bidAction, panel }: MyLotsViewProps) {
  const { t } = useTranslation(['lots', 'common', 'invoices']);
  const navigate = useNavigate();
  const state = useListingState();
  const { open } = useLotDrawer();
  const query = useMyLots(
    area,
    type,
    { limit: state.limit, page: state.page, orderby: state.orderby },
    panel === undefined,
  );
  const records = query.data?.records ?? [];
  useLotRooms(records.map((l) => l.id));
  return (
    <Stack>
      <Title order={1}>{t(`mine.${area}`)}</Title>
      <Tabs value={type} onChange={(v) => v && navigate(`/${area}/${v}`)}>
        <Tabs.List>
          {tabs[area].map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`mine.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {panel !== undefined ? (
        panel
      ) : query.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
            <Skeleton key={i} h={300} />
          ))}
        </SimpleGrid>
      ) : records.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('common:listing.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('common:listing.showing', {
              displayed: records.length,
              total: query.data?.totalRecords ?? 0,
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
            {records.map((lot) =>
              area === 'offers' ? (
                <OfferCard key={lot.id} lot={lot} onOpen={open} />
              ) : isPurchase(lot) ? (
                // A purchase: the lot's card and the invoice it was bought on.
                <Stack key={`${lot.invoice_id}:${lot.id}`} gap={4} data-testid="purchase">
                  <LotCard lot={lot} onOpen={open} />
                  <PurchasePaid purchase={lot} />
                  <Anchor component={Link} to={`/invoice/${lot.invoice_id}`} size="sm">
                    {t('invoices:number', { number: lot.invoice_number })}
                  </Anchor>
                </Stack>
              ) : area === 'auctions' ? (
                // My Bids: every lot here has bids of mine, so its signed receipts (issue 18),
                // and what the route adds (why the price is what it is).
                <Stack key={lot.id} gap={4} data-testid="my-bid">
                  <LotCard lot={lot} onOpen={open} />
                  <Group gap="xs">
                    <ReceiptsButton lotId={lot.id} title={lot.title} />
                    {bidAction?.(lot)}
                  </Group>
                </Stack>
              ) : (
                <LotCard key={lot.id} lot={lot} onOpen={open} />
              ),
            )}
          </SimpleGrid>
        </>
      )}
      {panel === undefined && (
        <Pagination
          totalRecords={query.data?.totalRecords ?? 0}
          limit={state.limit}
          page={state.page}
          onChange={(page) => state.set({ page })}
        />
      )}
    </Stack>
  );
}
