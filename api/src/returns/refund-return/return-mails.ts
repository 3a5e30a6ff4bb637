import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventData, ReturnRequested } from '@facet/event-schemas';
import { MAILER, type Mailer } from '../../mail/mailer.port.js';
import { USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { formatCents } from '../../shared/money/index.js';
import type { ReturnRequestState } from '../domain/return.decider.js';

type Requested = EventData<typeof ReturnRequested>;
type Accepted = NonNullable<ReturnRequestState['accepted']>;

/** The buyer hears of the decision through the mail outbox (SMTP when configured). */
@Injectable()
export class ReturnMails {
  private readonly logger = new Logger('Returns');

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  accepted(r: Requested, a: Accepted, number: number): Promise<void> {
    const toCard = a.toCard.reduce((sum, p) => sum + p.amount, 0);
    const where = [
      toCard > 0 ? `${formatCents(toCard)} to your card` : '',
      a.toWallet > 0 ? `${formatCents(a.toWallet)} to your wallet` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    return this.send(
      r,
      'return-accepted',
      `Your return on invoice ${r.invoiceNumber} was accepted`,
      [
        `Your return of ${titles(r)} was accepted.`,
        `Return invoice R-${number}: ${formatCents(a.total)} refunded, ${where}.`,
        a.note ? `Note: ${a.note}` : '',
      ],
    );
  }

  refused(r: Requested, note: string): Promise<void> {
    return this.send(r, 'return-refused', `Your return on invoice ${r.invoiceNumber} was refused`, [
      `Your return of ${titles(r)} was refused.`,
      note ? `Reason: ${note}` : '',
    ]);
  }

  private async send(r: Requested, kind: string, subject: string, lines: string[]) {
    const email = this.users.byId(r.buyerId)?.email;
    if (!email) return;
    const text = lines.filter(Boolean).join('\n');
    // A lost mail must not undo or repeat the decision: logged, not thrown.
    await this.mailer
      .send({ to: email, kind, subject, text })
      .then(() => undefined)
      .catch((e: unknown) => this.logger.warn(`return mail to ${r.buyerId}: ${String(e)}`));
  }
}

const titles = (r: Requested): string => r.lines.map((l) => l.title).join(', ');
