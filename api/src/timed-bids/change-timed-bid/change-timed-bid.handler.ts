import { Injectable } from '@nestjs/common';
import type { TimedBidAnswer } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { lotFacts } from '../lot-facts.js';
import { TimedBidBook } from '../timed-bid-book.js';
import { TimedBidBus } from '../timed-bid-bus.js';
import { timedBidRecord } from '../timed-bid.record.js';

/** A pending timed bid changed by its owner, or cancelled by its owner or the back office. */
@Injectable()
export class ChangeTimedBidHandler {
  constructor(
    private readonly bus: TimedBidBus,
    private readonly lots: LotCommandBus,
    private readonly book: TimedBidBook,
  ) {}

  async change(
    r: {
      ttw_id: string;
      wsprice?: number | undefined;
      bid_time?: string | undefined;
      commandId?: string | undefined;
    },
    actor: Actor,
  ): Promise<TimedBidAnswer> {
    const lot = lotFacts(await this.lots.latest(await this.lotOf(r.ttw_id)));
    const command = {
      type: 'ChangeTimedBid' as const,
      lot,
      ...(r.wsprice === undefined ? {} : { amount: r.wsprice }),
      ...(r.bid_time === undefined ? {} : { fireAt: r.bid_time }),
    };
    const outcome = await this.bus.sendNow(r.ttw_id, command, actor, r.commandId, r);
    this.book.absorb(outcome.events);
    return { timed_bid: timedBidRecord(outcome.state) };
  }

  async cancel(
    r: { ttw_id: string; reason?: string; commandId?: string | undefined; id?: string },
    actor: Actor,
  ): Promise<TimedBidAnswer> {
    const lotId = await this.lotOf(r.ttw_id);
    // The back office names the lot too: a timed bid of another lot is not found there.
    if (r.id !== undefined && r.id !== lotId) reject('ttwbid.not-found');
    const lot = await this.lots.latest(lotId);
    const managesLot =
      actor.role === 'admin' || (actor.role === 'seller' && lot.sellerId === actor.id);
    const command = { type: 'CancelTimedBid' as const, managesLot, reason: r.reason ?? '' };
    const outcome = await this.bus.sendNow(r.ttw_id, command, actor, r.commandId, r);
    this.book.absorb(outcome.events);
    return { timed_bid: timedBidRecord(outcome.state) };
  }

  /** Another buyer's timed bid answers as a missing one: its existence is not their business. */
  private async lotOf(timedBidId: string): Promise<string> {
    const s = await this.bus.latest(timedBidId);
    return s.exists ? s.lotId : reject('ttwbid.not-found');
  }
}
