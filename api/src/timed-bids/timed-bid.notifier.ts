import { Inject, Injectable, Logger } from '@nestjs/common';
import { MAILER, type Mailer } from '../mail/mailer.port.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { USER_DIRECTORY, type UserDirectory } from '../shared/auth/actor.js';
import { formatCents } from '../shared/money/money.format.js';
import type { TimedBidState } from './domain/index.js';

/** Tells a buyer, through the mail outbox, that their timed bid can no longer win. */
@Injectable()
export class TimedBidNotifier {
  private readonly logger = new Logger('TimedBids');

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    private readonly lots: LotCommandBus,
  ) {}

  async failed(s: TimedBidState, message: string): Promise<void> {
    const buyer = this.users.byId(s.userId);
    if (!buyer?.email) {
      this.logger.warn(`timed bid ${s.timedBidId}: buyer ${s.userId} has no e-mail address`);
      return;
    }
    const { details } = await this.lots.latest(s.lotId);
    const lot = details.auction_lot
      ? `lot ${details.auction_lot} "${details.title}"`
      : `"${details.title}"`;
    await this.mailer.send({
      to: buyer.email,
      kind: 'timed-bid-failed',
      subject: `Your timed bid was not placed: ${details.title}`,
      text:
        `Hello ${buyer.first_name},\n\nYour timed bid of ${formatCents(s.amount)} on ${lot}, ` +
        `set for ${s.fireAt}, cannot be placed: ${message}.\n` +
        'See your timed bids in your account.\n',
    });
  }
}
