import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';
import { returnKeys } from './return-keys';

export interface ReturnDecision {
  id: string;
  decision: 'accepted' | 'refused';
  note: string;
  /** One per opened dialog: a retry decides (and refunds) once. */
  commandId: string;
}

/** `seller/returns/changeStatus`: accept (refund, return invoice) or refuse, with a note. */
export function useDecideReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: ReturnDecision) => apiCall('seller/returns/changeStatus', d),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: returnKeys.all }),
        client.invalidateQueries({ queryKey: queryRoots.moneyDesk }),
      ]),
  });
}
