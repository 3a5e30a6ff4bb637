import { Injectable } from '@nestjs/common';
import { ownValue } from '@facet/event-schemas';
import { hasBids, type SpendingCaps } from '../lots/domain/index.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { BuyerParties } from '../companies/buyer-parties.reader.js';
import { SpendingCapsBook } from './spending-caps-book.js';

/**
 * The cross-lot input of a bid's decision (CAP-1, CAP-2): each capped buyer of the lot's auction
 * with what they lead or have won on its other lots, read just before the lot decides.
 *
 * The race: the lot decides on its own stream's queue, but the other lots are read first. Two
 * bids of the same buyer on two lots of one auction in the same instant (or a bid on lot A while
 * another bidder's bid on lot B makes the buyer's proxy answer there) would each see the other
 * lot before the other's bid, and together could pass the cap. Within one api process `guard`
 * closes it: while an auction has caps, its bids are read and decided one at a time. Across api
 * nodes (docker-compose runs two) it remains open: two such bids landing on two nodes within the
 * same few milliseconds can still pass a cap, by at most one of the two lots' raises. Closing it
 * needs a lock shared by the nodes (or the buyer's cap decided on one stream), not done here.
 */
@Injectable()
export class SpendingCapGate {
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly auctionOfLot = new Map<string, string | null>();

  constructor(
    private readonly book: SpendingCapsBook,
    private readonly lots: LotCommandBus,
    private readonly parties: BuyerParties,
  ) {}

  /**
   * The lot's auction. Kept once the lot has bids: a lot with bids cannot be edited, so its auction
   * no longer changes, and the hot path of a busy lot reads nothing more for it.
   */
  async auctionOf(lotId: string): Promise<string | null> {
    const known = this.auctionOfLot.get(lotId);
    if (known !== undefined) return known;
    const lot = await this.lots.latest(lotId);
    const auctionId = lot.details.auctionid;
    if (hasBids(lot)) {
      if (this.auctionOfLot.size >= 20_000) this.auctionOfLot.clear();
      this.auctionOfLot.set(lotId, auctionId);
    }
    return auctionId;
  }

  /**
   * Runs `decide` with the auction's cap input (undefined when nobody in the auction is capped:
   * the bid is then decided exactly as without caps, with no wait), one at a time per auction.
   * Caps are asked of this process's book (memory): with no cap anywhere, not even the lot's
   * auction is looked up.
   */
  async guard<T>(
    lotId: string,
    decide: (caps: SpendingCaps | undefined) => Promise<T>,
  ): Promise<T> {
    if (!this.book.anyCaps()) return decide(undefined);
    const auctionId = await this.auctionOf(lotId);
    if (!auctionId || !this.book.hasCaps(auctionId)) return decide(undefined);
    const previous = this.queues.get(auctionId) ?? Promise.resolve();
    const turn = previous
      .catch(() => undefined)
      .then(async () => decide(await this.inputFor(auctionId, lotId)));
    const tail = turn.catch(() => undefined);
    this.queues.set(auctionId, tail);
    void tail.then(() => {
      if (this.queues.get(auctionId) === tail) this.queues.delete(auctionId);
    });
    return turn;
  }

  /**
   * `command` with the auction's caps added (unchanged when nobody in it is capped), handed to
   * `send` in the auction's turn: how a bid, an offer, an award or a close reaches the lot capped.
   */
  withCaps<C extends object, T>(
    lotId: string,
    command: C,
    send: (command: C & { spendingCaps?: SpendingCaps }) => Promise<T>,
  ): Promise<T> {
    return this.guard(lotId, (spendingCaps) =>
      send(spendingCaps ? { ...command, spendingCaps } : command),
    );
  }

  /**
   * What the lot's decider needs: each capped buyer's cap and winnings on the other lots. A cap is
   * its party's (issue 30): a company's cap and winnings span all its representatives, so each of
   * them is given the company's cap and what the company leads or has won elsewhere.
   */
  async inputFor(auctionId: string, lotId: string): Promise<SpendingCaps> {
    const caps = Object.entries(this.book.capsFor(auctionId));
    const members = await this.parties.membersOfEach(caps.map(([party]) => party));
    const elsewhere = await this.book.totals(auctionId, members.flat(), lotId);
    return Object.fromEntries(
      caps.flatMap(([, cap], i) => {
        const reps = members[i] ?? [];
        const won = reps.reduce((sum, b) => sum + (ownValue(elsewhere, b) ?? 0), 0);
        return reps.map((b) => [b, { cap, elsewhere: won }]);
      }),
    );
  }
}
