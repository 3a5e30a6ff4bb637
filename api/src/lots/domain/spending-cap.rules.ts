import { ownValue } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { lotTotal } from '../../shared/money/money.rules.js';
import type { LotState } from './lot.state.js';
import type { StandardBook } from './proxy-bidding.rules.js';

/**
 * A capped buyer's spending in the lot's auction, as the handler read it before deciding (issue 30):
 * `cap` and `elsewhere`, what they lead or have won on the auction's OTHER lots (lot totals, cents).
 */
export interface SpendingCapInput {
  cap: number;
  elsewhere: number;
}

/** Capped buyers of the lot's auction by buyer id; absent or empty: nobody is capped. */
export type SpendingCaps = Readonly<Record<string, SpendingCapInput>>;

/** What the lot adds to its buyer's bill at price `price` per unit, as the close invoices it. */
export const lotTotalAt = (state: LotState, price: number): number => {
  const d = state.details;
  return lotTotal(d.pricing, price, d.weight, Math.max(1, d.qty - state.sold));
};

/**
 * What `buyerId` leads (an open standard lot, at its current total) or has won (at the sale
 * price; per item the lot's whole quantity, never less than the invoice) on this lot; 0 otherwise.
 */
export function winningTotal(state: LotState, buyerId: string): number {
  const d = state.details;
  if (state.phase === 'sold')
    return state.buyerId === buyerId && state.soldAmount !== null
      ? lotTotal(d.pricing, state.soldAmount, d.weight, d.qty)
      : 0;
  if (state.phase !== 'open' || d.auctiontype !== 'standard') return 0;
  return state.leader?.userId === buyerId ? lotTotalAt(state, state.wprice) : 0;
}

/** The highest price per unit whose lot total stays within `room` cents (-1: none does). */
export function highestPriceWithin(state: LotState, room: number): number {
  if (room < 0) return -1;
  const d = state.details;
  const qty = Math.max(1, d.qty - state.sold);
  if (d.pricing === 'per_item') return Math.floor(room / qty);
  if (d.weight <= 0) return Number.MAX_SAFE_INTEGER;
  // Half-up rounding: weight x p / 100 rounds to <= room exactly when weight x p < 100 room + 50.
  let p = Math.floor((100 * room + 49) / d.weight);
  while (p > 0 && lotTotalAt(state, p) > room) p--;
  return p;
}

const capOf = (caps: SpendingCaps | undefined, buyerId: string) =>
  caps ? ownValue(caps, buyerId) : undefined;

/**
 * CAP-1: a bid (a proxy maximum or a hard bid) whose lot total, added to what the bidder leads or
 * has won on the auction's other lots, passes their cap is refused, naming the cap.
 */
export function assertWithinCap(
  state: LotState,
  caps: SpendingCaps | undefined,
  userId: string,
  amount: number,
): void {
  assertRoom(state, caps, userId, amount, 'bid.over-spending-cap');
}

/** Whether winning this lot at `amount` keeps `userId` within their cap (uncapped: always). */
export function hasRoomFor(
  state: LotState,
  caps: SpendingCaps | undefined,
  userId: string,
  amount: number,
): boolean {
  const own = capOf(caps, userId);
  return !own || lotTotalAt(state, amount) + own.elsewhere <= own.cap;
}

/**
 * CAP-7: the seller awards a sealed offer (no automatic award) only while its buyer's cap has room
 * for it, as the automatic award would (CAP-6); refused naming the buyer's cap.
 */
export function assertAwardWithinCap(
  state: LotState,
  caps: SpendingCaps | undefined,
  userId: string,
  amount: number,
): void {
  assertRoom(state, caps, userId, amount, 'offer.over-spending-cap');
}

/** Refused with `code`, naming the buyer's cap, unless winning at `amount` keeps them within it. */
function assertRoom(
  state: LotState,
  caps: SpendingCaps | undefined,
  userId: string,
  amount: number,
  code: 'bid.over-spending-cap' | 'offer.over-spending-cap',
): void {
  if (!hasRoomFor(state, caps, userId, amount))
    reject(code, { amount: capOf(caps, userId)?.cap ?? 0 });
}

/**
 * CAP-2: a standing leader's proxy raises no further than their cap leaves room for: their maximum
 * is clipped, for this decision only, to the highest price that keeps what they lead or have won
 * in the auction within the cap (never below the price they already lead at). The stored maximum
 * stays as the buyer set it, so a cap raised later lets the proxy go on.
 */
export function clipLeaderToCap(
  state: LotState,
  book: StandardBook,
  caps: SpendingCaps | undefined,
  bidderId: string,
): StandardBook {
  const leader = book.leader;
  if (!leader || leader.userId === bidderId) return book;
  const own = capOf(caps, leader.userId);
  if (!own) return book;
  const ceiling = Math.max(book.wprice, highestPriceWithin(state, own.cap - own.elsewhere));
  if (ceiling >= leader.maximum) return book;
  return { ...book, leader: { ...leader, maximum: ceiling } };
}

/**
 * CAP-4: a pre-bid is played at the opening as a proxy that raises no further than its buyer's
 * cap leaves room for (what they lead or have won on the auction's other lots counted): its
 * maximum is clipped for the opening only, the stored maximum staying as set (as in CAP-2). The
 * opening reads the caps once per lot, so no bid pays for it. Uncapped: the maximum as placed.
 */
export function maximumWithinCap(
  state: LotState,
  caps: SpendingCaps | undefined,
  userId: string,
  maximum: number,
): number {
  const own = capOf(caps, userId);
  if (!own) return maximum;
  return Math.min(maximum, highestPriceWithin(state, own.cap - own.elsewhere));
}
