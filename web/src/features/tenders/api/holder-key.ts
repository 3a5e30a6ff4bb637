import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { createHolderKeyPair, type HolderKeyPair, rememberHolderKey } from '../model/holder-key';
import { tenderKeys } from './tender-keys';

/**
 * The signed-in user's registered holder public key (null before they make one). Read once per
 * session: it changes only when this browser registers one (which refreshes it), and the menu
 * asks it on every page to know whether the user could hold a share at all.
 */
export function useMyHolderKey(enabled = true) {
  const { user } = useSession();
  return useQuery({
    queryKey: tenderKeys.holderKey(user?.id),
    queryFn: ({ signal }) => apiCall('tender/myHolderKey', {}, { signal, noAlert: true }),
    staleTime: Infinity,
    enabled,
  });
}

/** Makes a holder key pair in this browser, registers its public half, and keeps the pair here. */
export function useCreateHolderKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<HolderKeyPair> => {
      const pair = await createHolderKeyPair();
      await apiCall(
        'tender/registerHolderKey',
        { public_key: pair.publicKey, commandId: crypto.randomUUID() },
        { noAlert: 'success' },
      );
      rememberHolderKey(pair);
      return pair;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: tenderKeys.holderKey() }),
  });
}
