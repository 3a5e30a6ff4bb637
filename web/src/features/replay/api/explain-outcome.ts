import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { replayKeys } from './replay-keys';

/** `bid/explainOutcome`: the caller's own outcome on a lot, fetched once the modal opens. */
export function useOutcomeExplanation(lotId: string, enabled: boolean) {
  return useQuery({
    queryKey: replayKeys.outcome(lotId),
    queryFn: ({ signal }) =>
      apiCall('bid/explainOutcome', { project_id: lotId }, { signal, noAlert: true }),
    enabled,
  });
}
