import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';
import { queryRoots } from '@/lib/query-roots';

/**
 * `credit/payCartWallet` for this invoice. One command id per page visit: a double click or a
 * retry after a timeout pays once; a short wallet is refused with nothing taken.
 */
export function usePayFromWallet(invoiceId: string) {
  const client = useQueryClient();
  const [commandId] = useState(() => `pay-${crypto.randomUUID()}`);
  return useMutation({
    mutationFn: () => apiCall('credit/payCartWallet', { invoice_id: invoiceId, commandId }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: invoiceKeys.all }),
        client.invalidateQueries({ queryKey: queryRoots.wallet }),
        // Paid, the invoice may be returned or collected: the panels below it ask again.
        client.invalidateQueries({ queryKey: queryRoots.returns }),
        client.invalidateQueries({ queryKey: queryRoots.viewings }),
      ]),
  });
}
