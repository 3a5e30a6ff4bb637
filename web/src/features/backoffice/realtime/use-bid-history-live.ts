import type { ServerToClientEvents } from '@facet/event-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket, onReconnect, watchLots } from '@/lib/socket';
import { backofficeKeys } from '../api/backoffice-keys';

type BidPush = Parameters<ServerToClientEvents['bidAddtime']>[0];

/**
 * Keeps an open bid history current: the lot's room pushes `bidAddtime` on every bid (conflated);
 * the seller's view has fields the push does not carry (full names, kinds), so a push refetches.
 */
export function useBidHistoryLive(lotId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!lotId) return;
    const refetch = () =>
      void client.invalidateQueries({ queryKey: backofficeKeys.bidHistory(lotId) });
    const onBid = (p: BidPush) => {
      if (p.id === lotId && p.status === 'success') refetch();
    };
    const socket = getSocket();
    const unwatch = watchLots([lotId]);
    socket.on('bidAddtime', onBid);
    const off = onReconnect(refetch);
    return () => {
      socket.off('bidAddtime', onBid);
      off();
      unwatch();
    };
  }, [client, lotId]);
}
