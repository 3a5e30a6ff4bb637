import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '@/lib/api-client';

/**
 * `payment/rosoom_payment` for an invoice (at checkout, or on the invoice's page): the answer's
 * `link` is the gateway's page, and the window goes there (spec: a payment answer with a url
 * redirects the window to it); the gateway sends the payer back to /rosoom_success. One command id
 * per page visit: a double click starts one payment, and a payer back from a cancelled one can
 * start a new one. Here rather than in a feature, since features never import each other.
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
