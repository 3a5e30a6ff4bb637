import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { sealTenderAmount } from '../model/seal-tender';
import { lotKeys } from './lot-keys';

/**
 * The tender key of a lot's auction: its public key while tenders are taken, then what the lots
 * wait for. An auction that is not an encrypted tender event answers an error: no key, no form.
 */
export function useTenderKey(auctionId: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: lotKeys.tenderKey(auctionId ?? ''),
    queryFn: ({ signal }) =>
      apiCall('tender/key', { auction_id: auctionId ?? '' }, { signal, noAlert: true }),
    enabled: enabled && Boolean(auctionId),
    retry: false,
    // The close turns 'open' into 'Waiting for N of M key holders', then 'opened': asked again.
    refetchInterval: (query) => (query.state.data?.status === 'opened' ? false : 10_000),
  });
}

/** Seals the amount in the browser and sends only the ciphertext; a new one replaces the last. */
export function useSendSealedTender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; cents: number; publicKey: string }) =>
      apiCall(
        'makeoffer/addToMakeoffer',
        {
          id: input.id,
          ciphertext: await sealTenderAmount(input.cents, input.publicKey),
          commandId: crypto.randomUUID(),
        },
        // The form shows a refusal (or a browser that cannot seal) under the field itself.
        { noAlert: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: lotKeys.lists() }),
  });
}

/** Withdraws the buyer's tender on a lot until the close. */
export function useWithdrawTender() {
  return useMutation({
    mutationFn: (id: string) =>
      apiCall('tender/withdraw', { id, commandId: crypto.randomUUID() }, { noAlert: 'success' }),
  });
}
