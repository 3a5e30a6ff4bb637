import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable } from '@nestjs/common';
import type { RedirectProvider } from '@facet/event-schemas';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { systemActor } from '../../shared/domain/actor.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import type { RedirectPayment } from '../domain/redirect-payment.decider.js';
import { RedirectPaymentCommandBus } from '../redirect-payment-bus/redirect-payment-command-bus.js';
import {
  REDIRECT_GATEWAY,
  type RedirectGateway,
} from '../redirect-gateway/redirect-gateway.port.js';
import type { PaymentAnswerFields } from '../redirect-gateway/redirect-signature.js';
import { ApplyRedirectDeposit } from './apply-redirect-deposit.js';
import { ApplyRedirectPayment } from './apply-redirect-payment.js';

export interface SettledRedirectPayment {
  payment: RedirectPayment;
  creditedToWallet: boolean;
}

/**
 * The gateway's answer, as the payer's browser brought it back: believed only with the gateway's
 * signature (a changed field: 400, nothing recorded), settled once on the payer's stream, and a
 * paid one applied under keys of its own. A replayed answer settles nothing new and re-applies
 * idempotently, which also finishes an answer whose process stopped half way.
 */
@Injectable()
export class SettleRedirectPaymentHandler {
  constructor(
    private readonly payments: RedirectPaymentCommandBus,
    private readonly invoice: ApplyRedirectPayment,
    private readonly deposit: ApplyRedirectDeposit,
    @Inject(REDIRECT_GATEWAY) private readonly gateway: RedirectGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    provider: RedirectProvider,
    answer: PaymentAnswerFields,
    signature: string,
  ): Promise<SettledRedirectPayment> {
    const believed =
      answer.provider === provider &&
      /^\d{1,15}$/.test(answer.amount) &&
      this.gateway.verify(answer, signature);
    if (!believed) throw badRequest('Invalid signature', 'payment.invalid-signature');
    const outcome = await this.payments.send(
      answer.payer_id,
      {
        type: 'SettleRedirectPayment',
        paymentId: answer.payment_id,
        payerId: answer.payer_id,
        provider,
        outcome: answer.status,
        amount: Number(answer.amount),
        gatewayReference: answer.reference,
        sandbox: this.gateway.sandbox,
        at: this.clock.now().toISOString(),
      },
      systemActor,
    );
    const payment = ownValue(outcome.state.payments, answer.payment_id);
    if (!payment) throw new Error(`Redirect payment ${answer.payment_id} vanished`);
    const creditedToWallet =
      payment.status === 'paid' &&
      (payment.purpose === 'invoice'
        ? await this.invoice.toInvoice(payment)
        : await this.deposit.apply(payment));
    return { payment, creditedToWallet };
  }
}
