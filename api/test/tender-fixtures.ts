import { type Harness, iso } from './http-harness.js';

/** A tender: an auction the admin opens a minute ago (harness clock) until `closesAt`; the raw answer. */
export const postTender = (
  h: Harness,
  admin: string,
  { title, description, closesAt }: { title: string; description: string; closesAt: number },
) =>
  h.post(
    'seller/auction/auctionAction',
    {
      action: 'new',
      title,
      description,
      date_added: iso(h.clock.now().getTime() - 60_000),
      date_closed: iso(closesAt),
    },
    admin,
  );

/**
 * A standard per-carat lot of one rough stone in that tender, no buy-now and no deposit, open a
 * second ago until `closesAt`; the raw answer.
 */
export const postRoughTenderLot = (
  h: Harness,
  admin: string,
  tender: { body: any },
  lot: { title: string; desc_proc: string; weight: string; sprice: number; closesAt: number },
) =>
  h.post(
    'seller/product/projectAction',
    {
      action: 'new',
      auctionid: tender.body.data.responseData.id,
      title: lot.title,
      desc_proc: lot.desc_proc,
      auctiontype: 'standard',
      auction: 1,
      buynow: 0,
      pricing: 'per_carat',
      weight: lot.weight,
      total_stones: 1,
      qty: 1,
      sprice: lot.sprice,
      deposit: 0,
      date_added: iso(h.clock.now().getTime() - 1_000),
      date_closed: iso(lot.closesAt),
    },
    admin,
  );
