import { countdownState, type CountdownState } from '@/components/countdown/countdown-state';
import type { Lot } from './cached-lot';

export type LotPhase = 'upcoming' | 'live' | 'closing' | 'closed';

const ms = (iso: string | undefined | null) => (iso ? new Date(iso).getTime() : Number.NaN);

/** Bidding controls appear only while open and started (spec 4); 'closing' = open but past its end. */
export function lotPhase(
  lot: Pick<Lot, 'market_status' | 'date_added' | 'date_closed'>,
  now: number,
): LotPhase {
  if (lot.market_status !== 'open') return 'closed';
  if (now < ms(lot.date_added)) return 'upcoming';
  if (now >= ms(lot.date_closed)) return 'closing';
  return 'live';
}

/** Bids (or pre-bids) are still taken: a closed lot, or one past its end awaiting close, asks nobody to bid. */
export function takesBids(
  lot: Pick<Lot, 'market_status' | 'date_added' | 'date_closed'>,
  now: number,
): boolean {
  const phase = lotPhase(lot, now);
  return phase === 'upcoming' || phase === 'live';
}

export function isSealed(lot: Pick<Lot, 'auctiontype'>): boolean {
  return lot.auctiontype === 'sealed';
}

export type BidMode = 'sealed' | 'reverse' | 'proxy' | 'hard';

/** Spec 1: sealed lots take offers; otherwise proxy_bidding_settings 0 means hard bids, anything else proxy. */
export function bidMode(
  lot: Pick<Lot, 'auctiontype'>,
  proxySetting: string | number | null | undefined,
): BidMode {
  if (isSealed(lot)) return 'sealed';
  if (lot.auctiontype === 'reverse') return 'reverse';
  return proxySetting !== undefined && proxySetting !== null && Number(proxySetting) === 0
    ? 'hard'
    : 'proxy';
}

/** The countdown of a lot (spec 4), in the shared component's terms. */
export function lotCountdown(
  lot: Pick<Lot, 'market_status' | 'date_added' | 'date_closed' | 'auctiontype'>,
  now: number,
): CountdownState {
  return countdownState(
    {
      open: lot.market_status === 'open',
      startsAt: lot.date_added,
      endsAt: lot.date_closed,
      sealed: isSealed(lot),
    },
    now,
  );
}

/** Buy now only while the lot is open and the price is below the buy-now price (or there is no bid). */
export function canBuyNow(lot: Lot, now: number): boolean {
  if (!lot.buynow || lot.bprice == null || lot.bprice <= 0) return false;
  if (lotPhase(lot, now) !== 'live') return false;
  const remaining = (lot.qty ?? 1) - (lot.sold ?? 0) - (lot.held ?? 0);
  if (remaining <= 0) return false;
  return !lot.bid_count || (lot.wprice ?? 0) < lot.bprice;
}

export function needsDeposit(lot: Pick<Lot, 'deposit' | 'bid_deposit_id'>): boolean {
  return Boolean(lot.deposit) && !lot.bid_deposit_id;
}
