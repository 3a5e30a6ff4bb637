import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from '../runner/projection.js';
import { buyNowOffersProjection as p, type BuyNowOffersDoc } from './buy-now-offers.projection.js';

const parties = { offerId: 'o1', lotId: 'l1', buyerId: 'b', sellerId: 's' };
let rev = 0;
const ev = (type: string, data: object) =>
  ({
    type,
    data: { ...parties, ...data },
    stream: 'buynow-offer-o1',
    revision: rev++,
  }) as unknown as ProjectedEvent;
const fold = (events: ProjectedEvent[], id: string) =>
  events.reduce<BuyNowOffersDoc | undefined>((d, e) => p.evolve(d, e, id) ?? d, undefined);

describe('buy-now offers read model', () => {
  const made = ev('BuyNowOfferMade', {
    title: 'Rough',
    pricing: 'per_item',
    qty: 1,
    amount: 900_00,
    bprice: 1200_00,
    expiresAt: '2026-03-04T10:00:00.000Z',
    at: '2026-03-02T10:00:00.000Z',
  });

  it("files an offer under both the buyer's and the seller's document", () => {
    expect(p.route(made)).toEqual(['b', 's']);
  });

  it('shows a countered offer accepted by the buyer at the counter price, with its cart item', () => {
    const doc = fold(
      [
        made,
        ev('BuyNowOfferCountered', { amount: 1100_00, expiresAt: '2026-03-05T10:00:00.000Z' }),
        ev('BuyNowOfferAccepted', { by: 'buyer', price: 1100_00, qty: 1, holdId: 'offer-o1' }),
      ],
      'b',
    );
    expect(doc?.offers['o1']).toMatchObject({
      status: 'accepted',
      counter: 1100_00,
      price: 1100_00,
      holdId: 'offer-o1',
    });
  });

  it('shows who refused', () => {
    const doc = fold([made, ev('BuyNowOfferRefused', { by: 'minimum' })], 's');
    expect(doc?.offers['o1']).toMatchObject({ status: 'refused', refusedBy: 'minimum' });
  });
});
