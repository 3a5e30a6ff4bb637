import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { type ReplayScope, scopeBody } from '../model/replay-scope';
import { replayKeys } from './replay-keys';

/**
 * `admin/replay/frame`: the state after events 0..step, and what one bidder saw when picked. A
 * past instant never changes, so a frame is kept; the previous one stays on screen while scrubbing.
 */
export function useReplayFrame(scope: ReplayScope, step: number | null, bidder: string | null) {
  return useQuery({
    queryKey: replayKeys.frame(scope, step ?? -1, bidder),
    queryFn: ({ signal }) =>
      apiCall(
        'admin/replay/frame',
        // Asked only once a step is known (`enabled`).
        { ...scopeBody(scope), step: step ?? 0, ...(bidder ? { bidder_id: bidder } : {}) },
        { signal, noAlert: true },
      ),
    enabled: step !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
