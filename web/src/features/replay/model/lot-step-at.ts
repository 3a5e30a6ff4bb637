import type { ReplayStep } from '@facet/event-schemas';

/**
 * The same instant on a lot's own scrubber: a lot's timeline is its stream and the invoices of
 * its sales (an invoice step carries the lot it bills), so its step is the number of those
 * events up to the auction's step, less one. Null before the lot's first event.
 */
export function lotStepAt(
  steps: readonly ReplayStep[],
  auctionStep: number,
  lotId: string,
): number | null {
  let count = 0;
  for (const s of steps.slice(0, auctionStep + 1))
    if (s.lotId === lotId && (s.stream.startsWith('lot-') || s.stream.startsWith('invoice-')))
      count++;
  return count > 0 ? count - 1 : null;
}
