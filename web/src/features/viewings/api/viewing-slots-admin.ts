import type { RouteBody } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { viewingKeys } from './viewing-keys';

/** The back office's list of who comes on a day (YYYY-MM-DD, UTC). */
export function useViewingDay(day: string) {
  return useQuery({
    queryKey: viewingKeys.day(day),
    queryFn: ({ signal }) => apiCall('appointment/dayList', { day }, { signal, noAlert: true }),
    select: (d) => d.records,
  });
}

export function useViewingSlotAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'appointment/slotAction'>) =>
      apiCall('appointment/slotAction', { commandId: crypto.randomUUID(), ...body }),
    onSettled: () => client.invalidateQueries({ queryKey: viewingKeys.all }),
  });
}
