import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeKeys } from './backoffice-keys';

// The invoice's read model lags the command a moment: refetch once it has folded (and again,
// for a slow fold).
const REFETCH_AFTER_MS = [400, 1_500];

/** A command the seller gives for a buyer; the invoices refresh once it is projected. */
export function useActForBuyer<V, R>(call: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      for (const ms of REFETCH_AFTER_MS)
        setTimeout(
          () => void client.invalidateQueries({ queryKey: backofficeKeys.invoices() }),
          ms,
        );
    },
  });
}
