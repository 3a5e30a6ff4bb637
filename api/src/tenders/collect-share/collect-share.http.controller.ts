import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { collectShare } from '@facet/event-schemas';
import { ownValue } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { TenderEventBus } from '../tender-event-bus.js';

/**
 * `tender/collectShare`: a key holder downloads their share sealed to their holder key, from the
 * event's stream (any api process, after any restart, as often as they ask); their browser opens
 * it with their private key. An event set up before shares were sealed has none to hand out.
 */
@CommandController('buyer', 'seller', 'admin', 'auditor')
export class CollectShareController {
  constructor(private readonly tenders: TenderEventBus) {}

  @CommandRoute(collectShare)
  async collect(@Call() { body: { auction_id }, actor }: Call<typeof collectShare>) {
    const event = await this.tenders.latest(auction_id);
    if (!event.exists) reject('tender.event-not-found');
    if (!event.holders.includes(actor.id)) reject('tender.not-a-holder');
    const sealed = ownValue(event.sealedShares, actor.id) ?? reject('tender.share-collected');
    return success('Your share, sealed to your holder key', {
      auction_id,
      holder_id: actor.id,
      sealed_share: sealed.sealedShare,
      holder_key: sealed.holderKey,
      share_sha256: ownValue(event.commitments, actor.id) as string,
      threshold: event.threshold,
      holders: event.holders.length,
    });
  }
}
