import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readReplayUrl, type ReplayUrlState, writeReplayUrl } from '../model/replay-url-state';

/** The scrubber's step and the picked bidder, read from and written to the address. */
export function useReplayUrlState(stepCount: number) {
  const [params, setParams] = useSearchParams();
  const state = readReplayUrl(params, stepCount);
  // Replace, not push: scrubbing through a thousand events must not fill the back button.
  const set = useCallback(
    (change: Partial<ReplayUrlState>) =>
      setParams((current) => writeReplayUrl(current, change), { replace: true }),
    [setParams],
  );
  return { ...state, set };
}
