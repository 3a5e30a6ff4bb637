import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute, type Reply } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { tenderKey, tenderOpening } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { sharesNeeded } from '../domain/tender-event.decider.js';
import { awaitingOpeningText } from '../domain/tender.messages.js';
import { PresentShareHandler } from '../present-share/present-share.handler.js';
import { TenderEventBus } from '../tender-event-bus.js';

/**
 * What anyone may read of a tender event: its public key (a buyer's browser seals to it) and,
 * once opened, the whole opening (key, every ciphertext and amount, caps, award) to check offline.
 */
@CommandController()
export class TenderOpeningController {
  constructor(
    private readonly tenders: TenderEventBus,
    private readonly shares: PresentShareHandler,
  ) {}

  @Public()
  @CommandRoute(tenderOpening)
  async opening(@Call() { body: { auction_id } }: Call<typeof tenderOpening>) {
    const event = await this.tenders.latest(auction_id);
    if (!event.exists) reject('tender.event-not-found');
    return success('Tender opening', event.opening ?? reject('tender.not-opened'));
  }

  @Public()
  @CommandRoute(tenderKey)
  async key(
    @Call() { body: { auction_id } }: Call<typeof tenderKey>,
  ): Promise<Reply<typeof tenderKey>> {
    const event = await this.tenders.latest(auction_id);
    if (!event.exists) reject('tender.event-not-found');
    const holders = event.holders.length;
    const closed = !event.opening && (await this.shares.openLots(event)) === 0;
    const needed = sharesNeeded(event);
    const waiting = awaitingOpeningText(event.threshold, holders);
    return success('Tender key', {
      auction_id,
      public_key: event.publicKey,
      threshold: event.threshold,
      holders,
      opened: event.opening !== null,
      status: event.opening ? 'opened' : closed ? 'awaiting_opening' : 'open',
      waiting_for: !closed
        ? null
        : needed < event.threshold
          ? `${waiting}: ${needed} more`
          : waiting,
    });
  }
}
