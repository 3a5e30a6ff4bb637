import { Injectable } from '@nestjs/common';
import type { ShareAnswer } from '@facet/event-schemas';
import { shareCommitment } from '@facet/event-store';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { sharesNeeded, type TenderEventState } from '../domain/tender-event.decider.js';
import { TenderEventBus } from '../tender-event-bus.js';
import { TenderOpener } from './tender-opener.js';

export interface PresentShareRequest {
  auctionId: string;
  share: string;
  commandId?: string;
}

const CLOSED = new Set(['awaiting_award', 'sold', 'unsold']);

/** A holder's share after the close; the one that reaches the threshold opens the event. */
@Injectable()
export class PresentShareHandler {
  constructor(
    private readonly tenders: TenderEventBus,
    private readonly lots: LotCommandBus,
    private readonly opener: TenderOpener,
  ) {}

  /** The event's lots not closed yet (a share waits for the close). */
  async openLots(event: TenderEventState): Promise<number> {
    let open = 0;
    for (const lotId of event.lotIds)
      if (!CLOSED.has((await this.lots.latest(lotId)).phase)) open++;
    return open;
  }

  async execute(r: PresentShareRequest, actor: Actor): Promise<ShareAnswer> {
    const before = await this.tenders.latest(r.auctionId);
    if (!before.exists) reject('tender.event-not-found');
    const shareSha256 = await shareCommitment(r.share).catch(() => reject('tender.wrong-share'));
    const openLots = before.opening ? 0 : await this.openLots(before);
    const { state } = await this.tenders.sendNow(
      r.auctionId,
      { type: 'PresentShare', share: r.share, shareSha256, openLots },
      actor,
      r.commandId,
    );
    const opened = sharesNeeded(state) === 0 ? await this.opener.open(state, actor) : null;
    return {
      auction_id: r.auctionId,
      presented: Object.keys(state.presented).length,
      threshold: state.threshold,
      needed: opened ? 0 : sharesNeeded(state),
      opened: opened !== null,
    };
  }
}
