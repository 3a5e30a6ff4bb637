/** The instant a replay shows, kept in the address so a copied link opens the same instant. */
export interface ReplayUrlState {
  /** The event the scrubber is on: 0..stepCount-1. */
  step: number;
  /** The bidder whose view is open, or null. */
  bidder: string | null;
}

/**
 * `?step=12&bidder=<id>` read against the timeline's length: no step (or a malformed one) opens
 * the end of the life, a step past either end is pulled to it; -1 when there are no steps.
 */
export function readReplayUrl(params: URLSearchParams, stepCount: number): ReplayUrlState {
  const last = stepCount - 1;
  const raw = params.get('step');
  const parsed = raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw) : last;
  return {
    step: Math.max(Math.min(parsed, last), last < 0 ? -1 : 0),
    bidder: params.get('bidder') || null,
  };
}

/** The address after a move: other parameters stay; a bidder of null leaves the address. */
export function writeReplayUrl(
  params: URLSearchParams,
  change: Partial<ReplayUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.step !== undefined) next.set('step', String(change.step));
  if (change.bidder !== undefined) {
    if (change.bidder) next.set('bidder', change.bidder);
    else next.delete('bidder');
  }
  return next;
}

/** The step after `delta` moves, kept on the timeline. */
export function moveStep(step: number, delta: number, stepCount: number): number {
  return Math.max(0, Math.min(step + delta, stepCount - 1));
}
