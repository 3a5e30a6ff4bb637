import type { AuctionTemplateDetails, RequestOf, saveAuctionTemplate } from '@facet/event-schemas';

/** A template's details from its form (the admin's fields aside): blanks are the defaults. */
export const templateDetailsOf = (
  r: RequestOf<typeof saveAuctionTemplate>,
): Omit<AuctionTemplateDetails, 'custom_fields'> => ({
  title: r.title,
  description: r.description ?? '',
  avatar: r.avatar || null,
  duration_hours: r.duration_hours,
  lot_defaults: {
    auctiontype: r.auctiontype,
    pricing: r.pricing,
    deposit: r.deposit ? 1 : 0,
    // Its schema requires the amount with a deposit; without one, an amount sent is not kept.
    deposit_amount: r.deposit ? (r.deposit_amount ?? 0) : 0,
  },
});
