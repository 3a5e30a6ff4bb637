import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '@/lib/api-client';

/**
 * `payment/rosoom_payment` with pay_type bid_deposit for this lot: the answer's `link` is the
 * gateway's page and the window goes there; the gateway sends the payer back to /rosoom_success.
 * One command id per dialog, so a double click starts one payment, not two.
 */
export function usePayDepositByRedirect(lotId: string) {
  const [commandId] = useState(() => `deposit-redirect-${crypto.randomUUID()}`);
  return useMutation({
    mutationFn: () =>
      apiCall(
        'payment/rosoom_payment',
        { commandId, pay_type: 'bid_deposit', product_id: lotId },
        { noAlert: 'success' },
      ),
    onSuccess: ({ link }) => window.location.assign(link),
  });
}
