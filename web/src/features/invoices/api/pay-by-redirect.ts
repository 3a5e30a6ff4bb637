import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '@/lib/api-client';

/**
 * `payment/rosoom_payment` for this invoice: the answer's `link` is the gateway's page, and the
 * window goes there (spec: a payment answer with a url redirects the window to it). One command id
 * per page visit, so a double click starts one payment; the gateway sends the payer back to
 * /rosoom_success.
 */
export function usePayByRedirect(invoiceId: string) {
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
