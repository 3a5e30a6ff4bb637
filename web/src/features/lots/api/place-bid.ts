import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { BidMode } from '../model/lot-timing';
import { rememberOwnBid } from '../model/own-bids';
import { bidAnswerToPatch, preBidToPatch } from '../model/push-to-patch';
import { applyLotPatch } from './apply-lot-patch';
import { lotKeys } from './lot-keys';

export interface PlaceBidInput {
  id: string;
  wsprice: number;
  bidding_type: BidMode;
}

export function usePlaceBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceBidInput) =>
      // The command id makes a retry after a timeout idempotent on the server.
      apiCall('bid/confirm', {
        id: input.id,
        wsprice: input.wsprice,
        bidding_type: input.bidding_type,
        commandId: rememberOwnBid(crypto.randomUUID()),
      }),
    onSuccess: (answer, input) => {
      applyLotPatch(client, bidAnswerToPatch(answer));
      void client.invalidateQueries({ queryKey: lotKeys.history(input.id) });
    },
    onError: () => client.invalidateQueries({ queryKey: lotKeys.all }),
  });
}

export function usePlacePreBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; wsprice: number }) =>
      apiCall('bid/preBidConfirm', {
        id: input.id,
        wsprice: input.wsprice,
        commandId: crypto.randomUUID(),
      }),
    onSuccess: (answer) => applyLotPatch(client, preBidToPatch(answer)),
  });
}
