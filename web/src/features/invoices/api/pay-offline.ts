import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** `offline/payCartOffline`: the buyer will pay by bank transfer; the invoice waits for it. */
export function usePayOffline(invoiceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiCall(
        'offline/payCartOffline',
        { invoice_id: invoiceId, commandId: crypto.randomUUID() },
        { noAlert: 'success' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
