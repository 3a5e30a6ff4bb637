import type { BidAddtimePayload, WatchlistAddedPayload } from '@facet/event-schemas';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showAlert } from '@/lib/alerts';
import { errorText } from '@/lib/api-client';
import { getSocket, onReconnect, watchedLotIds, watchLots } from '@/lib/socket';
import { applyLotPatch } from '../api/apply-lot-patch';
import { lotKeys } from '../api/lot-keys';
import { lotTimedBidKeys } from '../api/timed-bids';
import { watchlistChanged } from '../api/watchlist-changed';
import { catchUpRequest } from '../model/catch-up';
import { isOwnBid } from '../model/own-bids';
import { bidPushToPatch, closedPushToPatch, preBidToPatch } from '../model/push-to-patch';

const CATCH_UP_TIMEOUT_MS = 5_000;

/**
 * After a reconnect, ask for what the watched lots missed: the gateway pushes each lot that moved
 * on as `bidAddtime` (patched like any push; a revision gap refetches) and answers how many it
 * pushed. Its push is the lot's public state only (no market status, no personal label), so when
 * any lot moved on the lots on screen are refetched too; when none did, nothing is refetched.
 */
function catchUp(client: QueryClient) {
  const request = catchUpRequest(
    client.getQueriesData({ queryKey: lotKeys.all }).map(([, data]) => data),
    watchedLotIds(),
  );
  const refetch = () => void client.invalidateQueries({ queryKey: lotKeys.all });
  if (Object.keys(request.lots).length === 0) return refetch();
  getSocket()
    .timeout(CATCH_UP_TIMEOUT_MS)
    .emit('catchUp', request, (err, answer) => {
      if (err || !answer.ok || (answer.sent ?? 0) > 0) refetch();
    });
}

/** One subscription for the app: pushes patch the query cache through the shared pure patch. */
export function useLotRealtime() {
  const client = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const onBid = (p: BidAddtimePayload) => {
      applyLotPatch(client, bidPushToPatch(p));
      // Only the bidder's own room carries failures (spec 4: the bidder sees the error text, in
      // their language); the tab that sent the bid was told by its HTTP answer already.
      if (p.status === 'failed') {
        if (!isOwnBid(p.commandId)) showAlert(errorText(p.code, p.error, p.params), 'error');
        return;
      }
      void client.invalidateQueries({ queryKey: lotKeys.history(p.id) });
    };
    const onPreBid = (p: Parameters<typeof preBidToPatch>[0]) =>
      applyLotPatch(client, preBidToPatch(p));
    const onClosed = (p: Parameters<typeof closedPushToPatch>[0]) =>
      applyLotPatch(client, closedPushToPatch(p));
    const onWatch = (p: WatchlistAddedPayload) => watchlistChanged(client, p.id, p.watchlistid);
    socket.on('bidAddtime', onBid);
    socket.on('preBidAddtime', onPreBid);
    socket.on('realclosedupdates', onClosed);
    socket.on('watchlistAdded', onWatch);
    // Issue 26: a timed bid placed or failed refreshes the lot panel's list and the dashboard.
    const onTimedBid = () => void client.invalidateQueries({ queryKey: lotTimedBidKeys.all });
    socket.on('timedBidUpdate', onTimedBid);
    const off = onReconnect(() => catchUp(client));
    return () => {
      socket.off('bidAddtime', onBid);
      socket.off('preBidAddtime', onPreBid);
      socket.off('realclosedupdates', onClosed);
      socket.off('watchlistAdded', onWatch);
      socket.off('timedBidUpdate', onTimedBid);
      off();
    };
  }, [client]);
}

/** Watch the lots on screen (the gateway puts this socket in their rooms). */
export function useLotRooms(ids: string[]) {
  const key = ids.join(',');
  useEffect(() => {
    if (!key) return;
    return watchLots(key.split(','));
  }, [key]);
}
