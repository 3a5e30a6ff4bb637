import { Injectable } from '@nestjs/common';
import { AuctionCommandBus } from '../auctions/auction-bus/auction-command-bus.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { winningTotal } from '../lots/domain/index.js';

/**
 * What buyers lead or have won in one auction (issue 30): per lot, the lot total at its current
 * price (or the sale's), summed over the auction's lots. Read from the lots' own streams caught up
 * with the store's tail (never a lagging read model), so a bid decided a moment ago counts.
 */
@Injectable()
export class AuctionWinnings {
  constructor(
    private readonly auctions: AuctionCommandBus,
    private readonly lots: LotCommandBus,
  ) {}

  /** Each of `buyerIds`' winning total (cents) on the auction's lots other than `exceptLotId`. */
  async totals(
    auctionId: string,
    buyerIds: readonly string[],
    exceptLotId?: string,
  ): Promise<Record<string, number>> {
    const { lotIds } = await this.auctions.latest(auctionId);
    const others = lotIds.filter((id) => id !== exceptLotId);
    // A lot moved to another auction stays listed in the first: its own `auctionid` decides.
    const states = (await Promise.all(others.map((id) => this.lots.latest(id)))).filter(
      (lot) => lot.details.auctionid === auctionId,
    );
    return Object.fromEntries(
      buyerIds.map((b) => [b, states.reduce((sum, lot) => sum + winningTotal(lot, b), 0)]),
    );
  }
}
