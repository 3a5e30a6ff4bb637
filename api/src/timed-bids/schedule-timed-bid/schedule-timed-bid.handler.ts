import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { TimedBidAnswer, TimedBidKind } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { newId } from '../../shared/ids/ids.js';
import { lotFacts } from '../lot-facts.js';
import { TimedBidBook } from '../timed-bid-book.js';
import { TimedBidBus } from '../timed-bid-bus.js';
import { timedBidRecord } from '../timed-bid.record.js';

export interface TimedBidRequest {
  id: string;
  wsprice: number;
  /** Absent for a future proxy (its time is the lot's start). */
  bid_time?: string;
  commandId?: string | undefined;
}

/**
 * `ttwbid/confirm` and `ttwbid/future_proxy`: the instruction is recorded on its own stream; the
 * lot sees nothing until the server places the bid. A client's command id names the timed bid,
 * so a retry answers the same one instead of scheduling a second.
 */
@Injectable()
export class ScheduleTimedBidHandler {
  constructor(
    private readonly bus: TimedBidBus,
    private readonly lots: LotCommandBus,
    private readonly book: TimedBidBook,
  ) {}

  async execute(kind: TimedBidKind, r: TimedBidRequest, actor: Actor): Promise<TimedBidAnswer> {
    const timedBidId = r.commandId
      ? createHash('sha256').update(`${actor.id}:${r.commandId}`).digest('hex').slice(0, 32)
      : newId();
    const lot = lotFacts(await this.lots.latest(r.id));
    const command = {
      type: 'ScheduleTimedBid' as const,
      timedBidId,
      lotId: r.id,
      kind,
      amount: r.wsprice,
      fireAt: r.bid_time ?? lot.startAt,
      lot,
    };
    const outcome = await this.bus.sendNow(timedBidId, command, actor, r.commandId, {
      lot: r.id,
      kind,
      amount: r.wsprice,
      at: r.bid_time ?? null,
    });
    this.book.absorb(outcome.events);
    return { timed_bid: timedBidRecord(outcome.state) };
  }
}
