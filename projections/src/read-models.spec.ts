import { describe, expect, it } from 'vitest';
import { buyerLabel } from './lot-standing/buyer-label.js';
import type { LotStandingDoc } from './lot-standing/lot-standing.projection.js';
import type { LotCardDoc } from './lot-card/lot-card.doc.js';
import type { BidHistoryDoc } from './bid-history/bid-history.projection.js';
import type { MyBidsDoc } from './my-bids/my-bids.projection.js';
import type { ConfigurationDoc } from './configuration/configuration.projection.js';
import { maskName } from './user-names/user-names.projection.js';
import { marketplaceProjections } from './read-models.js';
import { ProjectionRunner } from './runner/projection-runner.js';
import { arrayFeed } from './runner/event-feed.js';
import { MemoryReadModelStore } from './store/memory/memory-read-model-store.js';
import {
  A_MAX,
  marketplaceScenario,
  RESERVE,
  SEALED_OFFER,
} from './testing/marketplace-scenario.js';
import { readModelNamespaces as NS } from './read-models.js';
import { marketplaceLayouts } from './read-model-layouts.js';

async function built() {
  const store = new MemoryReadModelStore(marketplaceLayouts);
  const runner = new ProjectionRunner({
    feed: arrayFeed(marketplaceScenario()),
    store,
    projections: marketplaceProjections,
  });
  await runner.start();
  await runner.caughtUp();
  return store;
}

describe('Read models', () => {
  describe('when A leads lot l1 at $2,025 with a maximum of $3,210 over a reserve of $1,500', () => {
    it('shows the price, the next bid one step up and two bid rows on the card', async () => {
      const card = (await (await built()).get<LotCardDoc>(NS.card, 'l1'))!;
      expect(card).toMatchObject({
        wprice: 2_025_00,
        next_bid: 2_050_00,
        bid_count: 3,
        has_reserve: true,
        revision: 3,
      });
    });

    it('labels A Winning and B Outbid', async () => {
      const s = (await (await built()).get<LotStandingDoc>(NS.standing, 'l1'))!;
      expect(buyerLabel(s, 'a')).toBe('Winning');
      expect(buyerLabel(s, 'b')).toBe('Outbid');
      expect(buyerLabel(s, 'c')).toBeNull();
    });

    it("appends ', Reserve not met' while the price is under the reserve", () => {
      const s: LotStandingDoc = {
        id: 'x',
        sellerId: 's',
        auctiontype: 'standard',
        rprice: RESERVE,
        wprice: 1_200_00,
        leaderId: 'a',
        bidders: ['a', 'b'],
        phase: 'open',
        winnerId: null,
        revision: 2,
      };
      expect(buyerLabel(s, 'a')).toBe('Winning, Reserve not met');
      expect(buyerLabel(s, 'b')).toBe('Outbid, Reserve not met');
    });

    it('keeps bid history in bid order with the automatic row', async () => {
      const h = (await (await built()).get<BidHistoryDoc>(NS.history, 'l1'))!;
      expect(h.rows.map((r) => [r.user_id, r.proposed_amount, r.automatic])).toEqual([
        ['a', RESERVE, false],
        ['b', 2_000_00, false],
        ['a', 2_025_00, true],
      ]);
    });
  });

  describe('when lot l3 sold to B', () => {
    it('labels B Won and shows the lot sold', async () => {
      const store = await built();
      const s = (await store.get<LotStandingDoc>(NS.standing, 'l3'))!;
      expect(buyerLabel(s, 'b')).toBe('Won');
      expect((await store.get<LotCardDoc>(NS.card, 'l3'))?.market_status).toBe('sold');
    });
  });

  it("labels a sealed offer 'Pending' and lists it under the bidder's bids", async () => {
    const store = await built();
    expect(buyerLabel((await store.get<LotStandingDoc>(NS.standing, 'l2'))!, 'b')).toBe('Pending');
    expect(Object.keys((await store.get<MyBidsDoc>(NS.myBids, 'b'))!.lots).sort()).toEqual([
      'l1',
      'l2',
      'l3',
    ]);
  });

  it('collects increments and the three languages for common/getDefault', async () => {
    const c = (await (await built()).get<ConfigurationDoc>(NS.config, 'default'))!;
    expect(c.allBidIncrements).toHaveLength(1);
    expect(c.languages.map((l) => l.code)).toEqual(['en', 'es', 'ar']);
  });

  it("masks other bidders' names keeping the first and last letter", () => {
    expect(maskName('Jonathan')).toBe('J******n');
  });

  describe('field-level privacy', () => {
    // Buyers reach: lot-card, bid-history (masked), auction-card, configuration, and only their own
    // my-bids and watchlist. lot-standing never leaves the server.
    const reachable = [NS.card, NS.history, NS.auction, NS.config, NS.names];

    it('no document a buyer can reach holds a reserve, a maximum or an open sealed offer amount', async () => {
      const store = await built();
      const docs = (await Promise.all(reachable.map((ns) => store.all(ns)))).flat();
      const text = JSON.stringify(docs);
      for (const field of [
        'rprice',
        'maximum',
        'maxamount',
        'proxy_bid_details',
        'leaderId',
        'email',
        'passwordHash',
      ]) {
        expect(text).not.toContain(`"${field}"`);
      }
      for (const amount of [RESERVE, A_MAX, SEALED_OFFER].filter((a) => a !== RESERVE)) {
        expect(text).not.toContain(String(amount));
      }
      const cards = await store.all<LotCardDoc>(NS.card);
      expect(cards.some((c) => Object.values(c).includes(RESERVE) && c.wprice !== RESERVE)).toBe(
        false,
      );
    });

    it("the other bidder's my-bids never shows the sealed offer amount", async () => {
      const a = (await (await built()).get<MyBidsDoc>(NS.myBids, 'a'))!;
      expect(JSON.stringify(a)).not.toContain(String(SEALED_OFFER));
    });
  });
});
