/**
 * A seller's saved lot as `seller/product/getSingleProject` answers it: a 4.07 ct rough stone per
 * carat, standard auction, with three images, so the lot form saves it as is.
 */
export const aSavedLot = (over: Record<string, unknown> = {}) => ({
  id: 'L1',
  title: '4.07 ct rough',
  auctionlot_title: '',
  auction_lot: '7',
  desc_proc: '',
  auctiontype: 'standard',
  auction: 1,
  buynow: 0,
  bprice: null,
  qty: 1,
  deposit: 0,
  deposit_amount: null,
  rprice: null,
  sprice: 500,
  pricing: 'per_carat',
  weight: 4.07,
  total_stones: 1,
  average_size: null,
  featured: 0,
  categoryTypeId: 'rough',
  conditionTypeId: null,
  location_id: null,
  auctionid: null,
  date_added: '2026-05-01T10:00:00.000Z',
  date_closed: '2026-05-08T10:00:00.000Z',
  allattachmentlist: [1, 2, 3].map((n) => ({ file_name: `i${n}.png`, type: 1 })),
  custom_fields: {},
  ...over,
});
