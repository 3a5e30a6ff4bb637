import { formatCents } from '../../shared/money/money.format.js';
import type { FailureReason } from './timed-bid.rules.js';

type Params = Readonly<Record<string, number | string>>;

const money = (p: Params): string =>
  typeof p.amount === 'number' ? formatCents(p.amount) : String(p.amount ?? '');

// English messages of the timed bids' rejections (the web translates the codes).
export const timedBidMessages = {
  'ttwbid.not-found': () => 'Timed bid not found',
  'ttwbid.time-passed': () => 'Choose a time in the future',
  'ttwbid.after-close': () => 'Choose a time before the lot closes',
  'ttwbid.not-pending': () => 'This timed bid is no longer pending',
  'ttwbid.lot-started': () => 'The lot has started: place a bid or a timed bid',
  'ttwbid.lot-closed': () => 'Auction Closed',
  'ttwbid.forbidden': () => 'You cannot change this timed bid',
  'ttwbid.below-minimum': (p: Params) => `Min bid ${money(p)}`,
} as const;

/** What the owner is told when a timed bid can no longer win (TTW-6). */
export const failureMessages: Readonly<Record<FailureReason, string>> = {
  'ttwbid.outbid': 'The price passed your timed bid before its time',
  'ttwbid.lot-closed': 'The lot closed before your timed bid could be placed',
  'ttwbid.lot-withdrawn': 'The lot was withdrawn',
};
