import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { tenderCrypto } from '@/lib/tender-crypto';
import {
  type HolderKeyPair,
  openSealedShare,
  rememberedHolderKey,
  rememberHolderKey,
} from '../model/holder-key';
import type { OpenedShare } from '../model/share-file';

/**
 * Why a collected share did not open here: no holder key in this browser, another key, or a share
 * that is not the one the event committed to (the admin's browser sealed something else).
 */
export class HolderKeyProblem extends Error {
  constructor(readonly kind: 'needKeyFile' | 'wrongKeyFile' | 'shareMismatch') {
    super(kind);
  }
}

/**
 * Collects the holder's share, sealed to their holder key, and opens it in this browser with
 * `pair` (from their key file) or the key this browser remembers: the plain share never travels.
 */
export function useCollectShare() {
  return useMutation({
    mutationFn: async ({
      auctionId,
      pair,
    }: {
      auctionId: string;
      pair?: HolderKeyPair;
    }): Promise<OpenedShare> => {
      const answer = await apiCall(
        'tender/collectShare',
        { auction_id: auctionId },
        { noAlert: 'success' },
      );
      const key = pair ?? rememberedHolderKey(answer.holder_key);
      if (!key) throw new HolderKeyProblem('needKeyFile');
      if (key.publicKey !== answer.holder_key) throw new HolderKeyProblem('wrongKeyFile');
      const share = await openSealedShare(answer.sealed_share, key).catch(() => {
        throw new HolderKeyProblem('wrongKeyFile');
      });
      // The admin's browser made the share: check it against the commitment the event keeps.
      if ((await (await tenderCrypto()).shareCommitment(share)) !== answer.share_sha256)
        throw new HolderKeyProblem('shareMismatch');
      rememberHolderKey(key);
      const { auction_id, holder_id, share_sha256 } = answer;
      return { auction_id, holder_id, share, share_sha256 };
    },
  });
}
