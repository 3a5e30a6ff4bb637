import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '@/lib/api-client';

/**
 * `payment/rosoom_payment` for the checkout's invoice: the answer's `link` is the gateway's page
 * and the window goes there; the gateway sends the payer back to /rosoom_success. One command id
 * per page visit: a double click starts one payment, and a payer back from a cancelled one can
 * start a new one.
 */
export function usePayCheckoutByRedirect(invoiceId: string) {
  const [commandId] = useState(() => `redirect-${crypto.randomUUID()}`);
  return useMutation({
    mutationFn: () =>
      apiCall(
        'payment/rosoom_payment',
        { invoice_id: invoiceId, commandId },
        { noAlert: 'success' },
      ),
    onSuccess: ({ link }) => window.location.assign(link),
  });
}
