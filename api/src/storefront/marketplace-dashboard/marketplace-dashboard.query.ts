import { Inject, Injectable } from '@nestjs/common';
import type { MarketplaceDashboard } from '@facet/event-schemas';
import type { LotCardDoc } from '@facet/projections';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';

/**
 * A private sale: a lot offered to buy now only, never auctioned (auction 0, buynow 1), open and
 * with units left; what `product/totalPrivateSaleProducts` counts.
 */
export const isPrivateSale = (l: LotCardDoc): boolean =>
  isOpen(l) && l.auction === 0 && l.buynow === 1 && l.sold < l.qty;

const isOpen = (x: { status: string; market_status: string }) =>
  x.status === 'active' && x.market_status === 'open';

/** `product/dashboard`: what is open now (lots, auctions, lots to buy now). */
@Injectable()
export class MarketplaceDashboardQuery {
  constructor(
    private readonly reader: ReadModelReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async counts(): Promise<MarketplaceDashboard> {
    const [lots, auctions] = await Promise.all([this.reader.lots(), this.reader.auctions()]);
    const open = lots.filter(isOpen);
    return {
      lot_count: open.length,
      auction_count: auctions.filter(isOpen).length,
      buynow_count: open.filter((l) => l.buynow === 1 && l.sold < l.qty).length,
      serverTime: this.clock.now().toISOString(),
    };
  }

  async privateSales(): Promise<number> {
    return (await this.reader.lots()).filter(isPrivateSale).length;
  }
}
