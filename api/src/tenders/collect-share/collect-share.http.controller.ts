import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { collectShare } from '@facet/event-schemas';
import { shareCommitment } from '@facet/event-store';
import { reject } from '../../shared/domain/domain-rejection.js';
import { SharePickup } from '../share-pickup.js';
import { TenderEventBus } from '../tender-event-bus.js';

/**
 * `tender/collectShare`: a key holder downloads their share, once. The server forgets it as it
 * answers, so the holder keeps it (a file, their browser); asking again is refused.
 */
@CommandController('buyer', 'seller', 'admin', 'auditor')
export class CollectShareController {
  constructor(
    private readonly tenders: TenderEventBus,
    private readonly pickup: SharePickup,
  ) {}

  @CommandRoute(collectShare)
  async collect(@Call() { body: { auction_id }, actor }: Call<typeof collectShare>) {
    const event = await this.tenders.latest(auction_id);
    if (!event.exists) reject('tender.event-not-found');
    if (!event.holders.includes(actor.id)) reject('tender.not-a-holder');
    const share = this.pickup.take(auction_id, actor.id) ?? reject('tender.share-collected');
    return success('Keep this share: it is shown once', {
      auction_id,
      holder_id: actor.id,
      share,
      share_sha256: await shareCommitment(share),
      threshold: event.threshold,
      holders: event.holders.length,
    });
  }
}
