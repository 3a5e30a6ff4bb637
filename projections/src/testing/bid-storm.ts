import type { RecordedEvent } from '@facet/event-schemas';
import { lotCreated, marketplaceScenario } from './marketplace-scenario.js';
import { recorded } from './recorded-event.builder.js';

/** A proxy bid on lot `lotId` whose maximum is the price it leads at (a log's bulk, not a contest). */
export const leadingProxyBid = (
  lotId: string,
  revision: number,
  bidId: string,
  userId: string,
  price: number,
): RecordedEvent =>
  recorded(`lot-${lotId}`, revision, 'ProxyBidPlaced', {
    lotId,
    bidId,
    userId,
    maximum: price,
    amount: price,
    wprice: price,
    leaderId: userId,
    at: '2030-01-01T10:00:00.000Z',
  });

/** The scenario, then bids on lots of their own from a few buyers: a log long enough to stop midway. */
export function bidStorm(lots: number, bids: number): RecordedEvent[] {
  const out = marketplaceScenario();
  for (let l = 0; l < lots; l++)
    out.push(recorded(`lot-s${l}`, 0, 'LotCreated', lotCreated(`s${l}`)));
  for (let b = 1; b <= bids; b++) {
    for (let l = 0; l < lots; l++) {
      const userId = ['a', 'b', 'c'][(b + l) % 3]!;
      out.push(leadingProxyBid(`s${l}`, b, `s${l}-${b}`, userId, 500_00 + b * 10_00));
    }
  }
  return out;
}
