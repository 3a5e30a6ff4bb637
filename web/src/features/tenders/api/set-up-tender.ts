import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { tenderCrypto } from '@/lib/tender-crypto';
import { tenderKeys } from './tender-keys';

/**
 * The admin makes an auction's sealed lots one encrypted tender event. This browser reads the key
 * holders' registered keys, makes the event's key pair, splits the private key among them and
 * seals each share to its holder (`sealedTenderKey`), then wipes the private key: the server is
 * sent the public key and the sealed shares only, so it never holds the key whole.
 */
export function useSetUpTender(auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { holders: string[]; threshold: number }) => {
      const { holders } = await apiCall(
        'admin/tender/holderKeys',
        { holders: input.holders },
        { noAlert: 'success' },
      );
      const made = await (
        await tenderCrypto()
      ).sealedTenderKey(
        holders.map((h) => ({ holderId: h.user_id, publicKey: h.public_key })),
        input.threshold,
      );
      return apiCall('admin/tender/setUp', {
        auction_id: auctionId,
        public_key: made.publicKey,
        shares: made.shares,
        threshold: input.threshold,
        commandId: crypto.randomUUID(),
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: tenderKeys.key(auctionId) }),
  });
}
