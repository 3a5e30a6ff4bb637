import { Inject, Injectable } from '@nestjs/common';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import type { Actor } from '../../shared/domain/actor.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/payment-gateway.port.js';
import type { PayBidDepositRequest } from './pay-bid-deposit.request.js';

export type PaidBidDeposit =
  | { kind: 'already-paid'; revision: number }
  | { kind: 'paid'; bidDepositId: string; reference: string; sandbox: boolean; revision: number };

/**
 * The deposit saga (spec 7): the money is held, the deposit recorded on the lot, and only then
 * taken; a refusal by the lot (closed, already paid) releases the hold, so no payment is ever
 * taken for nothing. A gateway's refusal (`PaymentRefused`) reaches the caller untouched.
 */
@Injectable()
export class PayBidDepositHandler {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
  ) {}

  async execute(request: PayBidDepositRequest, actor: Actor): Promise<PaidBidDeposit> {
    const { lotId, amount, method, note } = request;
    const hold = await this.payments.authorize({
      payerId: actor.id,
      amount,
      method,
      purpose: `bid-deposit:${lotId}`,
      note,
    });
    let outcome;
    try {
      outcome = await this.lots.send(
        lotId,
        { type: 'RecordBidDeposit', userId: actor.id, amount },
        actor,
        this.clock.now(),
      );
    } catch (e) {
      await this.payments.release(hold.reference);
      throw e;
    }
    const recorded = outcome.events[0];
    if (!recorded) {
      // Paid before: nothing recorded now, so nothing is taken.
      await this.payments.release(hold.reference);
      return { kind: 'already-paid', revision: outcome.revision };
    }
    await this.payments.capture(hold.reference);
    return {
      kind: 'paid',
      bidDepositId: recorded.id,
      reference: hold.reference,
      sandbox: hold.sandbox,
      revision: outcome.revision,
    };
  }
}
