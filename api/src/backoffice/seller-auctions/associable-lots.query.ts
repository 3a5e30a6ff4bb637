import type { AuctionCardDoc, LotCardDoc } from '@facet/projections';

/**
 * `getAllProjectsAssociated`: the lots a caller may attach to `auction` — their own lots that no
 * auction holds yet, plus those already in this one (so the form can show them ticked). A removed
 * lot is never offered: its seller took it down.
 */
export function associableLots(
  lots: readonly LotCardDoc[],
  auctions: readonly AuctionCardDoc[],
  auction: AuctionCardDoc,
): LotCardDoc[] {
  const inThis = new Set(auction.lotIds);
  const elsewhere = new Set(auctions.filter((a) => a.id !== auction.id).flatMap((a) => a.lotIds));
  return lots.filter((l) => {
    if (l.status === 'removed') return false;
    if (l.auctionid === auction.id || inThis.has(l.id)) return true;
    return (l.auctionid === null || l.auctionid === '') && !elsewhere.has(l.id);
  });
}
