import type { AuctionTemplateRecord } from '@facet/event-schemas';

/** The seller's active 72-hour template of standard per-carat lots; override what a test needs. */
export function anAuctionTemplate(
  overrides: Partial<AuctionTemplateRecord> = {},
): AuctionTemplateRecord {
  return {
    id: 't1',
    title: 'Monthly rough tender',
    description: '',
    avatar: null,
    duration_hours: 72,
    lot_defaults: { auctiontype: 'standard', pricing: 'per_carat', deposit: 0, deposit_amount: 0 },
    status: 'active',
    sellerId: 's1',
    ...overrides,
  };
}
