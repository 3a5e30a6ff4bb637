import { describe, expect, it } from 'vitest';
import { addSeconds } from '../../shared/domain/instant.rules.js';
import {
  aLot,
  aSettings,
  admin,
  beforeEnd,
  bid,
  buyer,
  close,
  create,
  END,
  minute,
  open,
  preBid,
  seller,
} from '../../lots/domain/lot.test-builders.js';
import { outcomeOf } from './outcome-explanation.view.js';
import { inDollars } from './price-explanation.js';
import { explained, party } from './replay.explained.js';
import { foldReplay } from './replay.fold.js';
import { itemsOf } from './shared-list.js';
import { liveReplayPorts as ports } from '../live-replay.ports.js';
import { recordCommands } from './replay.test-log.js';

// The worked examples of bidding-rules.md: below $1,000 step $10, from $1,000 step $25.
describe('Replay explanations (bidding-rules.md)', () => {
  describe('proxy bids', () => {
    it('explains A leading at the starting price with the first maximum (P1)', () => {
      expect(explained([bid('A', 800_00)]).last()).toMatchObject({
        rule: 'P1',
        previousPrice: 0,
        price: 500,
        challenger: party('A'),
        challengerMaximum: 800,
        leader: null,
      });
    });

    it("explains B's $600 against A's $800: A stays at $610, one step over B (P4)", () => {
      expect(explained([bid('A', 800_00), bid('B', 600_00)]).last()).toMatchObject({
        rule: 'P4',
        previousPrice: 500,
        price: 610,
        challenger: party('B'),
        challengerMaximum: 600,
        leader: party('A'),
        leaderMaximum: 800,
        increment: 10,
      });
    });

    it('explains a tie: the earlier maximum keeps the lead at $800 (P4)', () => {
      expect(explained([bid('A', 800_00), bid('B', 800_00)]).last()).toMatchObject({
        rule: 'P4',
        price: 800,
        leader: party('A'),
      });
    });

    it("explains C's $805 beating A's $800 by less than a step (P3)", () => {
      expect(
        explained([bid('A', 800_00), bid('B', 600_00), bid('C', 805_00)]).last(),
      ).toMatchObject({
        rule: 'P3',
        previousPrice: 610,
        price: 805,
        challenger: party('C'),
        challengerMaximum: 805,
        leader: party('A'),
        leaderMaximum: 800,
        increment: 10,
      });
    });

    it("explains C's $2,000 beating A's $800 at one step over it: $810 (P3)", () => {
      expect(
        explained([bid('A', 800_00), bid('B', 600_00), bid('C', 2_000_00)]).last(),
      ).toMatchObject({ rule: 'P3', price: 810, increment: 10, leaderMaximum: 800 });
    });

    it('explains a raise by the leader that moves no price (P2)', () => {
      expect(explained([bid('A', 800_00), bid('A', 900_00)]).last()).toMatchObject({
        rule: 'P2',
        price: 500,
        challengerMaximum: 900,
        leaderMaximum: 800,
      });
    });
  });

  describe('with a reserve of $1,500', () => {
    const reserve = { rprice: 1_500_00 };

    it('explains a maximum under the reserve bid in full: A at $1,200 (reserve)', () => {
      const x = explained([bid('A', 1_200_00)], reserve);
      expect(x.last()).toMatchObject({ rule: 'reserve', price: 1_200, reserve: 1_500 });
      expect(ports.buyerLabel(x.state.lots.get('l1')!.facts, 'A')).toBe('Winning, Reserve not met');
    });

    it('explains the reserve pulling A with $3,000 up to $1,500 (reserve)', () => {
      expect(explained([bid('A', 3_000_00)], reserve).last()).toMatchObject({
        rule: 'reserve',
        price: 1_500,
        challengerMaximum: 3_000,
      });
    });

    it('explains A raising from $1,200 to $2,000 under the reserve: $1,500 (P2 pulled by the reserve)', () => {
      expect(explained([bid('A', 1_200_00), bid('A', 2_000_00)], reserve).last()).toMatchObject({
        rule: 'reserve',
        previousPrice: 1_200,
        price: 1_500,
        leaderMaximum: 1_200,
      });
    });
  });

  describe('hard bids', () => {
    const hard = { biddingMode: 'hard' as const };

    it('explains a hard bid with no maximum above it leading at its amount (H1)', () => {
      expect(explained([bid('A', 600_00)], {}, hard).last()).toMatchObject({
        rule: 'H1',
        price: 600,
        challenger: party('A'),
      });
    });

    it('explains a pre-bid maximum answering a hard bid at one step over it (pre-bid, then H2)', () => {
      const log = recordCommands([
        create(aLot(), aSettings(hard)),
        preBid('A', 800_00),
        open(aSettings(hard)),
        bid('B', 600_00),
      ]);
      const all = itemsOf(foldReplay(log.events, log.events.length - 1, ports).explanations);
      expect(all.map((x) => x.explanation.rule)).toEqual(['pre-bid', 'H2']);
      expect(inDollars(all[1]!.explanation)).toMatchObject({
        price: 610,
        increment: 10,
        leader: party('A'),
        leaderMaximum: 800,
      });
    });
  });

  describe('soft close', () => {
    it('explains a bid 60 s before the close extending it to 300 s after the bid', () => {
      const x = explained([bid('A', 800_00, beforeEnd(60))]);
      expect(x.last()).toMatchObject({
        rule: 'soft-close',
        challenger: party('A'),
        previousClose: END,
        close: addSeconds(beforeEnd(60), 300),
        extensionSeconds: 240,
      });
    });
  });

  describe('retraction and close', () => {
    it("explains a retraction: B's bid gone, A back at the starting price", () => {
      const x = explained([
        bid('A', 800_00),
        bid('B', 600_00, minute(2), 'b-of-B'),
        { type: 'RetractBid', bidId: 'b-of-B', reason: 'mistake', actor: admin, at: minute(3) },
      ]);
      expect(x.last()).toMatchObject({
        rule: 'retraction',
        previousPrice: 610,
        price: 500,
        challenger: party('B'),
        leader: party('A'),
      });
    });

    it('explains the close sold to the leader at the price (close-sold)', () => {
      const x = explained([bid('A', 800_00), bid('B', 600_00), close()]);
      expect(x.last()).toMatchObject({
        rule: 'close-sold',
        price: 610,
        leader: party('A'),
        leaderMaximum: 800,
      });
    });

    it('explains an unsold close under the reserve (close-unsold)', () => {
      const x = explained([bid('A', 1_200_00), close()], { rprice: 1_500_00 });
      expect(x.last()).toMatchObject({ rule: 'close-unsold', price: 1_200, leader: party('A') });
    });
  });

  describe('reverse and sealed lots', () => {
    it('explains a lower reverse bid taking the lead (reverse)', () => {
      const x = explained([bid('A', 450_00), bid('B', 400_00)], { auctiontype: 'reverse' });
      expect(x.last()).toMatchObject({
        rule: 'reverse',
        previousPrice: 450,
        price: 400,
        challenger: party('B'),
        leader: party('B'),
      });
    });

    it('explains the award of a sealed offer (sealed-offer, then sealed-award)', () => {
      const x = explained(
        [
          bid('A', 700_00),
          close(),
          { type: 'AwardOffer', userId: 'A', actor: seller, at: addSeconds(END, 60) },
        ],
        { auctiontype: 'sealed' },
      );
      expect(x.all.map((e) => e.rule)).toContain('sealed-offer');
      expect(x.all.find((e) => e.rule === 'sealed-award')).toMatchObject({
        price: 700,
        leader: party('A'),
      });
    });
  });

  describe('buy now', () => {
    it('explains a buy-now sale of the whole quantity ending the lot (buy-now)', () => {
      const x = explained(
        [
          { type: 'AddToCart', holdId: 'h1', qty: 2, actor: buyer('A'), at: minute(1) },
          { type: 'CheckoutHold', holdId: 'h1', actor: buyer('A'), at: minute(2) },
        ],
        { buynow: 1, bprice: 2_500_00, pricing: 'per_item', qty: 2 },
      );
      expect(x.all.map((e) => e.rule)).toEqual(['buy-now', 'buy-now']);
      expect(x.last()).toMatchObject({ price: 2_500, leader: party('A') });
    });
  });

  describe("a bidder's own outcome", () => {
    it('names no other bidder and shows no other maximum nor the reserve', () => {
      const x = explained([bid('A', 2_000_00), bid('B', 1_600_00), bid('C', 1_700_00), close()], {
        rprice: 1_500_00,
      });
      const outcome = outcomeOf(x.state, 'l1', 'B');
      expect(outcome.label).toBe('Lost');
      const text = JSON.stringify(outcome);
      expect(text).not.toContain('"A"');
      expect(text).not.toContain('"C"');
      expect(text).not.toContain('2000');
      expect(text).not.toContain('1700');
      for (const e of outcome.explanations) {
        expect(e.reserve).toBeNull();
        for (const [p, max] of [
          [e.challenger, e.challengerMaximum],
          [e.leader, e.leaderMaximum],
        ] as const) {
          if (p && p.userId !== 'B') {
            expect(p).toEqual({ userId: null, name: 'another bidder' });
            expect(max).toBeNull();
          }
        }
      }
      expect(outcome.explanations.find((e) => e.challenger?.userId === 'B')).toMatchObject({
        rule: 'P4',
        challenger: { userId: 'B', name: 'you' },
        challengerMaximum: 1_600,
      });
    });
  });
});
