export interface CountdownInput {
  open: boolean;
  startsAt: string;
  endsAt: string;
  sealed: boolean;
}

export type CountdownState =
  | { kind: 'startsIn'; remainingMs: number }
  | { kind: 'timeLeft'; remainingMs: number }
  | { kind: 'offerClosed'; closedAt: string }
  | { kind: 'auctionClosing' }
  | { kind: 'auctionClosed'; closedAt: string };

const ms = (iso: string) => new Date(iso).getTime();

/** Spec 4: 'Starts in:' then 'Time left:'; closed: 'Offer Closed' (sealed), 'Auction Closing' (open, past end), else 'Auction Closed'. */
export function countdownState(input: CountdownInput, now: number): CountdownState {
  if (input.open && now < ms(input.startsAt))
    return { kind: 'startsIn', remainingMs: ms(input.startsAt) - now };
  if (input.open && now < ms(input.endsAt))
    return { kind: 'timeLeft', remainingMs: ms(input.endsAt) - now };
  if (input.sealed) return { kind: 'offerClosed', closedAt: input.endsAt };
  if (input.open) return { kind: 'auctionClosing' };
  return { kind: 'auctionClosed', closedAt: input.endsAt };
}

const TWO_DAYS_MS = 2 * 24 * 3600 * 1000;

/** Spec 4: an alert is raised when under 2 days remain. */
export function isUrgent(state: CountdownState): boolean {
  return state.kind === 'timeLeft' && state.remainingMs < TWO_DAYS_MS;
}
