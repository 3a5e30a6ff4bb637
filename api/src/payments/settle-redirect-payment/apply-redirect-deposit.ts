import { Inject, Injectable } from '@nestjs/common';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';
import { unlessReleased } from '../../ledger/ledger-bus/unless-released.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { systemActor } from '../../shared/domain/actor.js';
import type { RedirectPayment } from '../domain/redirect-payment.decider.js';
import { recordBidDeposit } from '../pay-bid-deposit/record-bid-deposit.js';

/**
 * A bid deposit paid on the gateway's page: the ledger holds the money for the lot
 * (ReceiveDeposit), then the lot records the deposit, both under keys of the payment. A lot that
 * refuses it now (closed meanwhile, or holding another of the payer's deposits) releases the
 * money to the payer's wallet: the gateway took it, so it is kept, never lost. A replayed answer
 * finds each step done and repeats none.
 */
@Injectable()
export class ApplyRedirectDeposit {
  constructor(
    private readonly ledger: LedgerCommandBus,
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** True when the money went to the wallet instead of the lot. */
  async apply(payment: RedirectPayment): Promise<boolean> {
    const key = `redirect:${payment.paymentId}`;
    const money = { buyerId: payment.payerId, lotId: payment.subjectId, amount: payment.amount };
    await this.ledger.send(
      { type: 'ReceiveDeposit', ...money, note: payment.note, reference: payment.paymentId },
      systemActor,
      key,
    );
    const release = () =>
      unlessReleased(() =>
        this.ledger.send(
          { type: 'ReleaseDeposit', ...money, note: `Released - ${payment.note}`.slice(0, 300) },
          systemActor,
          `${key}:release`,
        ),
      );
    const payer = { id: payment.payerId, role: 'buyer' as const };
    const deposit = {
      lotId: payment.subjectId,
      amount: payment.amount,
      at: this.clock.now(),
      commandId: key,
    };
    const recorded = await recordBidDeposit(this.lots, deposit, payer, release).then(
      (lot) => lot.kind === 'recorded',
      () => false,
    );
    return !recorded;
  }
}
