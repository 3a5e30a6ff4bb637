import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '@/lib/api-client';
import { returnKeys } from './return-keys';

export interface ReturnAsk {
  lotIds: string[];
  reason: string;
}

/**
 * `product/addReturnRequest` for this invoice. One command id per opened form: a double click or
 * a retry after a timeout asks once.
 */
export function useAskReturn(invoiceId: string) {
  const client = useQueryClient();
  const [commandId] = useState(() => `ret-${crypto.randomUUID()}`);
  return useMutation({
    mutationFn: ({ lotIds, reason }: ReturnAsk) =>
      apiCall('product/addReturnRequest', {
        invoice_id: invoiceId,
        project_ids: lotIds,
        reason,
        commandId,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: returnKeys.all }),
  });
}
