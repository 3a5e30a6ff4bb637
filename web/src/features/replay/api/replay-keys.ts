import type { ReplayScope } from '../model/replay-scope';
import { queryRoots } from '@/lib/query-roots';

/** Query keys of the replay screens and the bidder's explanation. */
export const replayKeys = {
  all: queryRoots.replay,
  timeline: (scope: ReplayScope) => [...replayKeys.all, 'timeline', scope.kind, scope.id] as const,
  frame: (scope: ReplayScope, step: number, bidder: string | null) =>
    [...replayKeys.all, 'frame', scope.kind, scope.id, step, bidder] as const,
  outcome: (lotId: string) => [...replayKeys.all, 'outcome', lotId] as const,
};
