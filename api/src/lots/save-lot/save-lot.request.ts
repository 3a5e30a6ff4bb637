import type { KimberleyProcess, LotDetails, RequestOf, saveLot } from '@facet/event-schemas';

/** `seller/product/projectAction` as its schema read it: dollars in cents, carats in points. */
export type SaveLotRequest = RequestOf<typeof saveLot>;

/** The Kimberley Process papers given; none given, no key (lots saved before them unchanged). */
const kimberleyProcessOf = (r: SaveLotRequest): { kimberley_process?: KimberleyProcess } => {
  const papers: KimberleyProcess = {
    ...(r.kp_certificate ? { certificate: r.kp_certificate } : {}),
    ...(r.kp_origin_country ? { origin_country: r.kp_origin_country } : {}),
    ...(r.kp_exporting_authority ? { exporting_authority: r.kp_exporting_authority } : {}),
  };
  return Object.keys(papers).length > 0 ? { kimberley_process: papers } : {};
};

/** The lot's details from the form: blanks are the spec's defaults. */
export const lotDetailsOf = (r: SaveLotRequest): LotDetails => ({
  title: r.title,
  auctionlot_title: r.auctionlot_title ?? '',
  auction_lot: r.auction_lot ?? '',
  // Rich text, already sanitised as the route's HTML field was read.
  desc_proc: r.desc_proc ?? '',
  auctiontype: r.auctiontype,
  auction: r.auction ? 1 : 0,
  buynow: r.buynow ? 1 : 0,
  pricing: r.pricing,
  weight: r.weight ?? 0,
  total_stones: r.total_stones ?? 0,
  average_size: r.average_size ?? null,
  qty: r.qty ?? 1,
  sprice: r.sprice,
  rprice: r.rprice ?? 0,
  bprice: r.bprice ?? 0,
  // Absent unless chosen, so re-saving a lot from before make-offers changes nothing.
  ...(r.accept_offers ? { accept_offers: 1 as const } : {}),
  ...(r.accept_offers && r.offer_minimum ? { offer_minimum: r.offer_minimum } : {}),
  deposit: r.deposit ? 1 : 0,
  deposit_amount: r.deposit_amount ?? 0,
  featured: r.featured ? 1 : 0,
  categoryTypeId: r.categoryTypeId ?? null,
  conditionTypeId: r.conditionTypeId ?? null,
  location_id: r.location_id ?? null,
  auctionid: r.auctionid ?? null,
  date_added: r.date_added,
  date_closed: r.date_closed,
  // Absent stays absent, so re-saving a lot saved before images were kept changes nothing.
  ...(r.avatar === undefined ? {} : { avatar: r.avatar }),
  ...(r.allattachmentlist === undefined ? {} : { allattachmentlist: r.allattachmentlist }),
  ...kimberleyProcessOf(r),
});
