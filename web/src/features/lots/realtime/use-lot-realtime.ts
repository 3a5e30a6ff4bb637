import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showAlert } from '@/lib/alerts';
import { getSocket, joinRooms, onReconnect } from '@/lib/socket';
import { applyLotPatch } from '../api/apply-lot-patch';
import { lotKeys } from '../api/lot-keys';
import { bidPushToPatch, closedPushToPatch, watchlistPushToPatch } from '../model/push-to-patch';

/** One subscription for the app: pushes patch the query cache through the shared pure patch. */
export function useLotRealtime() {
  const client = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const onBid = (p: Parameters<typeof bidPushToPatch>[0]) => {
      if (p.status === 'failed') {
        // Only the bidder's own room carries failures (spec 4: the bidder sees the error text).
        if (p.error ?? p.message) showAlert(p.error ?? p.message ?? '', 'error');
        return;
      }
      const patch = bidPushToPatch(p);
      if (patch) applyLotPatch(client, patch);
      void client.invalidateQueries({ queryKey: ['lot-history', String(p.id)] });
    };
    const onClosed = (p: Parameters<typeof closedPushToPatch>[0]) =>
      applyLotPatch(client, closedPushToPatch(p));
    const onWatch = (p: Parameters<typeof watchlistPushToPatch>[0]) => {
      const patch = watchlistPushToPatch(p);
      if (patch) applyLotPatch(client, patch);
    };
    socket.on('bidAddtime', onBid);
    socket.on('realclosedupdates', onClosed);
    socket.on('watchlistAdded', onWatch);
    // Pushes missed while away are not replayed to us: refetch what is on screen.
    const off = onReconnect(() => void client.invalidateQueries({ queryKey: lotKeys.all }));
    return () => {
      socket.off('bidAddtime', onBid);
      socket.off('realclosedupdates', onClosed);
      socket.off('watchlistAdded', onWatch);
      off();
    };
  }, [client]);
}

/** Watch the lots on screen (room `lot:{id}`). */
export function useLotRooms(ids: string[]) {
  const key = ids.join(',');
  useEffect(() => {
    if (!key) return;
    return joinRooms(key.split(',').map((id) => `lot:${id}`));
  }, [key]);
}
