import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { type ReplayScope, scopeBody } from '../model/replay-scope';
import { replayKeys } from './replay-keys';

/** `admin/replay/timeline`: every event of a lot's (or an auction's) life, in log order. */
export function useReplayTimeline(scope: ReplayScope) {
  return useQuery({
    queryKey: replayKeys.timeline(scope),
    queryFn: ({ signal }) =>
      apiCall('admin/replay/timeline', scopeBody(scope), { signal, noAlert: true }),
  });
}
