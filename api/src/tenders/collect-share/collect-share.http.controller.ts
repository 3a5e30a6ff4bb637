import { Controller } from '@nestjs/common';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { collectShare, type RequestOf } from '@facet/event-schemas';
import { shareCommitment } from '@facet/event-store';
import { reject } from '../../shared/domain/domain-rejection.js';
import { SharePickup } from '../share-pickup.js';
import { TenderEventBus } from '../tender-event-bus.js';

/**
 * `tender/collectShare`: a key holder downloads their share, once. The server forgets it as it
 * answers, so the holder keeps it (a file, their browser); asking again is refused.
 */
@Controller()
export class CollectShareController {
  constructor(
    private readonly tenders: TenderEventBus,
    private readonly pickup: SharePickup,
  ) {}

  @Roles('buyer', 'seller', 'admin', 'auditor')
  @CommandRoute(collectShare)
  async collect(
    @ValidBody() { auction_id }: RequestOf<typeof collectShare>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof collectShare>> {
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
