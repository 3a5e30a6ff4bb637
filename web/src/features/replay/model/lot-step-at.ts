import type { ReplayStep } from '@facet/event-schemas';

/**
 * The same instant on a lot's own scrubber: a lot's timeline is its stream alone, so its step is
 * the number of that lot's stream events up to the auction's step, less one. Null before the
 * lot's first event.
 */
export function lotStepAt(
  steps: readonly ReplayStep[],
  auctionStep: number,
  lotId: string,
): number | null {
  let count = 0;
  for (const s of steps.slice(0, auctionStep + 1))
    if (s.lotId === lotId && s.stream.startsWith('lot-')) count++;
  return count > 0 ? count - 1 : null;
}
