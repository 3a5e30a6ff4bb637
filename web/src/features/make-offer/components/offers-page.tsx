import type { BuyNowOfferRecord } from '@facet/event-schemas';
import { type ReactNode, useState } from 'react';
import type { OfferStatusFilter } from '../model/offer-status';
import { OffersHeader } from './offers-header';
import { OffersTable } from './offers-table';

const LIMIT = 10;

/** A page of make-offers as the list's query hook reads it. */
type OffersQuery = (
  status: OfferStatusFilter,
  page: number,
  limit: number,
) => { data?: { records: BuyNowOfferRecord[]; totalRecords: number } | undefined };

/**
 * A make-offers page, the buyer's or the seller's: its header and status filter, and the offers
 * ten a page (a new filter starts at page 1), each with the actions its reader may take.
 */
export function OffersPage({
  view,
  useOffers,
  actions,
}: {
  view: 'mine' | 'received';
  useOffers: OffersQuery;
  actions: (o: BuyNowOfferRecord) => ReactNode;
}) {
  const [status, setStatus] = useState<OfferStatusFilter>('all');
  const [page, setPage] = useState(1);
  const offers = useOffers(status, page, LIMIT);
  return (
    <>
      <OffersHeader
        view={view}
        status={status}
        onStatus={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      <OffersTable
        showBuyer={view === 'received'}
        rows={offers.data?.records ?? []}
        total={offers.data?.totalRecords ?? 0}
        page={page}
        limit={LIMIT}
        onPage={setPage}
        actions={actions}
      />
    </>
  );
}
