import type { Lot } from '../model/cached-lot';
import { BidModeNote } from './bid-mode-note';
import { BidderLabelBadge } from './bidder-label-badge';
import { LotCountdown } from './lot-countdown';
import { LotPrice } from './lot-price';

/** Where a lot stands, on its card and its row alike: time left, price, bid mode, your label. */
export function LotStanding({ lot }: { lot: Lot }) {
  return (
    <>
      <LotCountdown lot={lot} size="xs" />
      <LotPrice lot={lot} />
      <BidModeNote lot={lot} />
      <BidderLabelBadge lot={lot} />
    </>
  );
}
