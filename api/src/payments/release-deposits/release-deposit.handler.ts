import { Inject, Injectable, Logger } from '@nestjs/common';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { MAILER, type Mailer } from '../../mail/mailer.port.js';
import { USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { systemActor } from '../../shared/domain/actor.js';
import { formatCents } from '../../shared/money/index.js';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';
import { unlessReleased } from '../../ledger/ledger-bus/unless-released.js';
import { depositHeldFor } from '../../ledger/domain/index.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../gateway/payment-gateway.port.js';
import type { DueRelease } from '../domain/deposit-release.planner.js';

/** The one key of a lot's deposit given back to a buyer: at most once, whoever runs it. */
export const releaseKey = (lotId: string, buyerId: string): string =>
  `release-deposit:${lotId}:${buyerId}`;

/**
 * Gives a closed lot's deposit back: whatever the buyer still holds for the lot, to the wallet
 * (ReleaseDeposit) or, paid online, through the gateway to the card and out of the ledger
 * (RefundDeposit). Keyed by (lot, buyer): a rerun after a crash finds the entry and moves nothing.
 * The gateway's refund goes first with the same key (a provider refunds a key once), so a crash
 * between the two never leaves the ledger saying refunded while the card was not. The buyer is
 * mailed only by the run that moved the money.
 */
@Injectable()
export class ReleaseDepositHandler {
  private readonly logger = new Logger('Deposits');

  constructor(
    private readonly ledger: LedgerCommandBus,
    private readonly lots: LotCommandBus,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  /** Answers the cents given back now (0 when nothing was held or it was given back before). */
  async release(due: DueRelease): Promise<number> {
    const { lotId, buyerId } = due;
    const amount = depositHeldFor(await this.ledger.load(buyerId), lotId);
    if (amount <= 0) return 0;
    const title = (await this.lots.load(lotId)).details.title;
    const key = releaseKey(lotId, buyerId);
    const online = due.method === 'online' && due.reference !== undefined;
    if (online) await this.payments.refund({ reference: due.reference ?? '', amount, key });
    const note = `Bid Deposit released - ${title}`.slice(0, 300);
    const money = { buyerId, lotId, amount, note };
    const outcome = await unlessReleased(() =>
      this.ledger.send(
        online
          ? { type: 'RefundDeposit', ...money, reference: due.reference }
          : { type: 'ReleaseDeposit', ...money },
        systemActor,
        key,
      ),
    );
    // Held money was found above, so an entry now is this run's (a key used before took it).
    const moved = (outcome?.events.length ?? 0) > 0;
    if (moved) await this.tell(buyerId, title, amount, online);
    return moved ? amount : 0;
  }

  private async tell(buyerId: string, title: string, amount: number, online: boolean) {
    const email = this.users.byId(buyerId)?.email;
    if (!email) return;
    const where = online ? 'refunded to your card' : 'returned to your wallet';
    // A lost mail must not undo or repeat the release: logged, not thrown.
    await this.mailer
      .send({
        to: email,
        kind: 'deposit-released',
        subject: `Your deposit for ${title} was released`,
        text: `Your deposit of ${formatCents(amount)} for ${title} was released and ${where}.`,
      })
      .catch((e: unknown) => this.logger.warn(`deposit mail to ${buyerId}: ${String(e)}`));
  }
}
