import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeKeys } from './backoffice-keys';

// The invoice's read model lags the command a moment: refetch once it has folded.
const REFETCH_AFTER_MS = 400;

/** A command the seller gives for a buyer; the invoices refresh once it is projected. */
export function useActForBuyer<V, R>(call: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      setTimeout(
        () => void client.invalidateQueries({ queryKey: backofficeKeys.invoices() }),
        REFETCH_AFTER_MS,
      ),
  });
}
