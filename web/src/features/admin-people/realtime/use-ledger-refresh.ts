import type { BidAddtimePayload } from '@facet/event-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket, watchLots } from '@/lib/socket';
import { adminPeopleKeys } from '../api/admin-people-keys';

/**
 * While a lot's bid history is open, a bid on it refetches the history: the push carries the
 * lot's public state, not the row with the bidder's full name.
 */
export function useLedgerRefresh(lotId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!lotId) return;
    const stop = watchLots([lotId]);
    const socket = getSocket();
    const onBid = (p: BidAddtimePayload) => {
      if (p.id === lotId)
        void client.invalidateQueries({ queryKey: [...adminPeopleKeys.all, 'ledger', lotId] });
    };
    socket.on('bidAddtime', onBid);
    return () => {
      socket.off('bidAddtime', onBid);
      stop();
    };
  }, [client, lotId]);
}
