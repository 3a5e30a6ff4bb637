import type { QueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@facet/event-schemas';
import type { Lot } from '../model/cached-lot';
import { applyLotPatch } from './apply-lot-patch';
import { lotKeys } from './lot-keys';

/**
 * A lot joined or left the caller's watchlist (their own toggle, or the `watchlistAdded` push
 * from another tab): every cached card says so, and a removed lot leaves the watchlist's pages at
 * once; those pages are then read again, so the count and the next page's lots are right.
 */
export function watchlistChanged(client: QueryClient, lotId: string, watchlistid: 0 | 1) {
  applyLotPatch(client, { id: lotId, fields: { watchlistid } });
  if (watchlistid === 0)
    client.setQueriesData<ListResponse<Lot>>(
      { queryKey: lotKeys.watchlist() },
      (page) =>
        page && {
          ...page,
          records: page.records.filter((l) => String(l.id) !== String(lotId)),
        },
    );
  void client.invalidateQueries({ queryKey: lotKeys.watchlist() });
}
