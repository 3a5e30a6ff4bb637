import {
  standardNextBid as nextStandard,
  type LotSettings,
  type PriceLadder,
} from '@facet/event-schemas';
import { inc } from './lot-settings.rules.js';
import type { Leader } from './lot.state.js';

export interface PricingContext {
  sprice: number;
  /** 0 = no reserve. */
  rprice: number;
  settings: LotSettings;
}

export interface StandardBook {
  leader: Leader | null;
  wprice: number;
}

/** A history row: the challenger's own bid, or the one the proxy made for another bidder. */
export interface HistoryRow {
  userId: string;
  amount: number;
  automatic: boolean;
}

export interface BidOutcome {
  rule: 'P1' | 'P2' | 'P3' | 'P4' | 'H1' | 'H2';
  book: StandardBook;
  rows: HistoryRow[];
}

/** The book and its pricing as the shared `next_bid` rules read them (one adapter). */
export const ladderOf = (book: StandardBook, ctx: PricingContext): PriceLadder => ({
  sprice: ctx.sprice,
  wprice: book.wprice,
  has_bids: book.leader !== null,
  increments: ctx.settings.increments,
  defaultIncrement: ctx.settings.defaultIncrement,
});

/** `next_bid`: the same arithmetic the lot card and the bid answer show. */
export const standardNextBid = (book: StandardBook, ctx: PricingContext): number =>
  nextStandard(ladderOf(book, ctx));

// A reserve the leader's maximum reaches pulls the price up to it.
const pullToReserve = (price: number, maximum: number, rprice: number): number =>
  rprice > 0 ? Math.max(price, Math.min(maximum, rprice)) : price;

/** Proxy bid of maximum `M` by `userId` (P1-P4). Never lowers the price. */
export function applyProxy(
  book: StandardBook,
  bid: { userId: string; maximum: number; at: string },
  ctx: PricingContext,
): BidOutcome {
  const { userId, maximum: M, at } = bid;
  const leader = book.leader;
  if (!leader) {
    // P1
    const w = ctx.rprice > 0 ? Math.min(M, Math.max(ctx.sprice, ctx.rprice)) : ctx.sprice;
    const price = Math.max(book.wprice, Math.min(w, M));
    return {
      rule: 'P1',
      book: { leader: { userId, maximum: M, priorityAt: at }, wprice: price },
      rows: [{ userId, amount: price, automatic: false }],
    };
  }
  if (leader.userId === userId) {
    // P2: raising resets priority; lowering keeps it and never goes below the price.
    if (M > leader.maximum) {
      const w = pullToReserve(book.wprice, M, ctx.rprice);
      return {
        rule: 'P2',
        book: { leader: { userId, maximum: M, priorityAt: at }, wprice: w },
        rows: [],
      };
    }
    const lowered = Math.max(M, book.wprice);
    return {
      rule: 'P2',
      book: { leader: { ...leader, maximum: lowered }, wprice: book.wprice },
      rows: [],
    };
  }
  const L = leader.maximum;
  if (M > L) {
    // P3
    const w = Math.max(
      book.wprice,
      pullToReserve(Math.min(M, L + inc(L, ctx.settings)), M, ctx.rprice),
    );
    const rows: HistoryRow[] =
      L > book.wprice ? [{ userId: leader.userId, amount: L, automatic: true }] : [];
    rows.push({ userId, amount: w, automatic: false });
    return {
      rule: 'P3',
      book: { leader: { userId, maximum: M, priorityAt: at }, wprice: w },
      rows,
    };
  }
  // P4: the leader stays; M == L also stays with the earlier maximum.
  const w = Math.max(
    book.wprice,
    pullToReserve(Math.min(L, M + inc(M, ctx.settings)), L, ctx.rprice),
  );
  return {
    rule: 'P4',
    book: { leader, wprice: w },
    rows: [
      { userId, amount: M, automatic: false },
      { userId: leader.userId, amount: w, automatic: true },
    ],
  };
}

/** Hard bid of exactly `H` (H1, H2). The leader never bids against themselves: no-op. */
export function applyHard(
  book: StandardBook,
  bid: { userId: string; amount: number; at: string },
  ctx: PricingContext,
): BidOutcome {
  const { userId, amount: H, at } = bid;
  const leader = book.leader;
  if (leader && leader.userId === userId) return { rule: 'H1', book, rows: [] };
  if (leader && leader.maximum >= H) {
    // H2
    const L = leader.maximum;
    const w = Math.max(
      book.wprice,
      pullToReserve(Math.min(L, H + inc(H, ctx.settings)), L, ctx.rprice),
    );
    return {
      rule: 'H2',
      book: { leader, wprice: w },
      rows: [
        { userId, amount: H, automatic: false },
        { userId: leader.userId, amount: w, automatic: true },
      ],
    };
  }
  // H1
  const rows: HistoryRow[] =
    leader && leader.maximum > book.wprice
      ? [{ userId: leader.userId, amount: leader.maximum, automatic: true }]
      : [];
  const w = Math.max(book.wprice, H);
  rows.push({ userId, amount: w, automatic: false });
  return { rule: 'H1', book: { leader: { userId, maximum: w, priorityAt: at }, wprice: w }, rows };
}
