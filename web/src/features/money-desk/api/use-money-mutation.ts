import { useMutation, useQueryClient } from '@tanstack/react-query';
import { movedMoneyRoots } from './money-desk-keys';

/** A money desk action: its server message as an alert, and every screen money shows on refreshed. */
export function useMoneyMutation<V, R>(call: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all(movedMoneyRoots.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
