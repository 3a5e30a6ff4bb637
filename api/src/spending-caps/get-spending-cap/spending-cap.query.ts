import { Injectable } from '@nestjs/common';
import { ownValue, type SpendingCapAnswer } from '@facet/event-schemas';
import { centsToDollars } from '../../shared/money/index.js';
import { BuyerParties } from '../../companies/buyer-parties.reader.js';
import { AuctionWinnings } from '../auction-winnings.js';
import { SpendingCapsReader } from '../spending-caps.reader.js';

/**
 * A buyer's cap in an auction and what they lead or have won there now (dollars): their company's
 * when they represent one (issue 30), what all its representatives lead or have won.
 */
@Injectable()
export class SpendingCapQuery {
  constructor(
    private readonly caps: SpendingCapsReader,
    private readonly winnings: AuctionWinnings,
    private readonly parties: BuyerParties,
  ) {}

  async of(auctionId: string, buyerId: string): Promise<SpendingCapAnswer> {
    const company = await this.parties.companyOf(buyerId);
    const party = company?.companyId ?? buyerId;
    const members = await this.parties.membersOf(party);
    const [cap, totals] = await Promise.all([
      this.caps.capOf(auctionId, party),
      this.winnings.totals(auctionId, members),
    ]);
    const winning = members.reduce((sum, b) => sum + (ownValue(totals, b) ?? 0), 0);
    return {
      auction_id: auctionId,
      cap: cap === null ? null : centsToDollars(cap),
      winning: centsToDollars(winning),
      ...(company ? { company: company.name } : {}),
    };
  }
}
