import { Inject, Injectable, Logger } from '@nestjs/common';
import type {
  EventData,
  LotDetails,
  RecordedEvent,
  SealedOfferProvisionallyAwarded,
} from '@facet/event-schemas';
import { MAILER, type Mailer } from '../mail/mailer.port.js';
import { USER_DIRECTORY, type UserDirectory } from '../shared/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../shared/config/app-config.js';
import { siteUrlFor } from '../shared/http/site-url.js';
import { formatCents } from '../shared/money/money.format.js';

type Provisional = EventData<typeof SealedOfferProvisionallyAwarded>;
type LotNaming = Pick<LotDetails, 'title' | 'auction_lot' | 'pricing'>;

/** '2030-01-02T10:00:00.000Z' -> '2030-01-02 10:00 UTC': the deadline as the seller reads it. */
const deadlineText = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * Issue 30 (APPR-1): tells a seller that a parcel has a provisional winner awaiting their
 * approval: the lot, the amount (per carat on a per-carat lot) and the deadline, and where to
 * answer. Only the process whose close or opening appended the award mails it (as the award
 * request is mailed), so a repeated close or opening mails nothing again.
 */
@Injectable()
export class ProvisionalWinnerNotifier {
  private readonly logger = new Logger('ProvisionalWinner');

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mails each provisional award among `events` (a lot's appended events); never throws. */
  async notify(lot: LotNaming, events: readonly RecordedEvent[]): Promise<void> {
    for (const e of events)
      if (e.type === 'SealedOfferProvisionallyAwarded')
        await this.mail(lot, e.data as Provisional).catch((err: Error) =>
          // The lot is provisional either way; a lost mail must not undo or retry the award.
          this.logger.warn(`provisional winner mail for ${lot.title} failed: ${err.message}`),
        );
  }

  private async mail(lot: LotNaming, award: Provisional): Promise<void> {
    const seller = this.users.byId(award.sellerId);
    if (!seller?.email) {
      this.logger.warn(`lot ${award.lotId}: seller ${award.sellerId} has no e-mail address`);
      return;
    }
    const name = lot.auction_lot ? `lot ${lot.auction_lot} "${lot.title}"` : `"${lot.title}"`;
    const amount = `${formatCents(award.amount)}${lot.pricing === 'per_carat' ? ' per carat' : ''}`;
    const deadline = deadlineText(award.approvalDeadline);
    await this.mailer.send({
      to: seller.email,
      kind: 'tender-provisional-winner',
      subject: `Approve or refuse the winning tender: ${lot.title}`,
      text:
        `Hello ${seller.first_name},\n\nThe winning tender on ${name} is ${amount}. It awaits ` +
        `your approval until ${deadline}: accept it to sell the parcel, or refuse it and the ` +
        'parcel stays unsold. Unanswered by then, it is accepted.\n' +
        `Answer on ${siteUrlFor({}, this.config)}/seller/offers\n`,
    });
  }
}
