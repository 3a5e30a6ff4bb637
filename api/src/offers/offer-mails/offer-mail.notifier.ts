import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BuyNowOfferEvent, RecordedEvent } from '@facet/event-schemas';
import { MAILER, type Mailer } from '../../mail/mailer.port.js';
import { USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { formatCents } from '../../shared/money/index.js';
import type { BuyNowOfferState } from '../domain/index.js';

/**
 * The make-offer mails, through the mail port (outbox or SMTP): the seller hears of a new offer,
 * the buyer of an acceptance, a refusal or a counter. Sent by the request whose command appended
 * the event (a retried command appends nothing, so mails nothing); a lost mail never undoes it.
 */
@Injectable()
export class OfferMailNotifier {
  private readonly logger = new Logger('MakeOfferMail');

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  /** After a command on an offer stream: its recorded events are that stream's offer events. */
  async after(events: readonly RecordedEvent[], s: BuyNowOfferState): Promise<void> {
    for (const e of events as readonly RecordedEvent[] as unknown as BuyNowOfferEvent[]) {
      try {
        await this.send(e, s);
      } catch (err) {
        this.logger.warn(`offer ${s.offerId ?? ''} mail failed: ${(err as Error).message}`);
      }
    }
  }

  private async send(e: BuyNowOfferEvent, s: BuyNowOfferState): Promise<void> {
    const basis = s.pricing === 'per_carat' ? ' per carat' : ' each';
    const item = `"${s.title}" (${s.qty} ${s.qty === 1 ? 'unit' : 'units'})`;
    switch (e.type) {
      case 'BuyNowOfferMade':
        return this.mail(
          s.sellerId,
          'make-offer-new',
          `New offer on ${s.title}`,
          `A buyer offers ${formatCents(s.amount)}${basis} for ${item}. Accept, refuse or counter it in your offers before ${s.expiresAt}.`,
        );
      case 'BuyNowOfferCountered':
        return this.mail(
          s.buyerId,
          'make-offer-countered',
          `Counter offer on ${s.title}`,
          `The seller counters your offer for ${item} at ${formatCents(e.data.amount)}${basis}. Accept or refuse it in My Offers before ${e.data.expiresAt}.`,
        );
      case 'BuyNowOfferAccepted':
        return this.mail(
          s.buyerId,
          'make-offer-accepted',
          `Offer accepted: ${s.title}`,
          `${item} is in your cart at ${formatCents(e.data.price)}${basis}, held for you. Check out from your cart.`,
        );
      case 'BuyNowOfferRefused':
        if (e.data.by === 'buyer') return;
        return this.mail(
          s.buyerId,
          'make-offer-refused',
          `Offer refused: ${s.title}`,
          `Your offer of ${formatCents(s.amount)}${basis} for ${item} was refused${e.data.by === 'minimum' ? " (below the seller's minimum)" : ''}.`,
        );
      default:
        return;
    }
  }

  private async mail(userId: string, kind: string, subject: string, body: string): Promise<void> {
    const to = this.users.byId(userId);
    if (!to?.email) return this.logger.warn(`make-offer mail: ${userId} has no e-mail address`);
    await this.mailer.send({
      to: to.email,
      kind,
      subject,
      text: `Hello ${to.first_name},\n\n${body}\n`,
    });
  }
}
