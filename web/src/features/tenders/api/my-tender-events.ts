import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { tenderKeys } from './tender-keys';

/** The tender events the signed-in user holds a key share of (none for most users). */
export function useMyTenderEvents(enabled = true) {
  return useQuery({
    queryKey: tenderKeys.mine(),
    queryFn: ({ signal }) => apiCall('tender/myEvents', {}, { signal, noAlert: true }),
    select: (answer) => answer.events,
    enabled,
  });
}
