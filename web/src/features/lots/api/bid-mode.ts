import { useSiteConfig } from '@/lib/site-config';
import { bidMode, type BidMode } from '../model/lot-timing';
import type { Lot } from '../model/cached-lot';

/**
 * How a bid on the lot is judged: `proxy_bidding_settings` as it stands (README: bid mode), the
 * one value the server's bid decider reads at the bid. The card, the panel and the confirm dialog
 * all show this, so what they say is what happens.
 */
export function useBidMode(lot: Pick<Lot, 'auctiontype'>): {
  mode: BidMode;
  /** Whether the setting has been read (before it is, `mode` is the default, proxy). */
  known: boolean;
  /** Reads the setting again (the confirm dialog shows the mode as it is at that moment). */
  refresh: () => void;
} {
  const config = useSiteConfig();
  return {
    mode: bidMode(lot, config.data?.variables?.proxy_bidding_settings),
    known: config.data !== undefined,
    refresh: () => void config.refetch(),
  };
}
