import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventData, SealedOfferAwardRequested } from '@facet/event-schemas';
import { MAILER, type Mailer } from '../mail/mailer.port.js';
import { USER_DIRECTORY, type UserDirectory } from '../shared/auth/actor.js';

export interface AwardRequest extends EventData<typeof SealedOfferAwardRequested> {
  title: string;
  auction_lot: string;
}

/** Tells a sealed lot's seller that offers await their award (the back office gives the screen). */
@Injectable()
export class AwardRequestNotifier {
  private readonly logger = new Logger('AwardRequest');

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async notify(request: AwardRequest): Promise<void> {
    const seller = this.users.byId(request.sellerId);
    if (!seller?.email) {
      this.logger.warn(`lot ${request.lotId}: seller ${request.sellerId} has no e-mail address`);
      return;
    }
    const lot = request.auction_lot
      ? `lot ${request.auction_lot} "${request.title}"`
      : `"${request.title}"`;
    const offers =
      request.offerCount === 1 ? '1 offer awaits' : `${request.offerCount} offers await`;
    const deadline = request.approvalDeadline
      ? ` The best offer is below the reserve; you may still accept one until ${request.approvalDeadline}.`
      : '';
    await this.mailer.send({
      to: seller.email,
      kind: 'sealed-award-request',
      subject: `Offers await your award: ${request.title}`,
      text:
        `Hello ${seller.first_name},\n\nThe offer window of ${lot} has closed and ${offers} your award.` +
        `${deadline} Award one offer or reject them all.\n`,
    });
  }
}
