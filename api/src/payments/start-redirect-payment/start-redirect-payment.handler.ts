import { ownValue } from '@facet/event-schemas';
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { RedirectProvider } from '@facet/event-schemas';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import type { Actor } from '../../shared/domain/actor.js';
import { RedirectPaymentCommandBus } from '../redirect-payment-bus/redirect-payment-command-bus.js';
import {
  REDIRECT_GATEWAY,
  type RedirectGateway,
} from '../redirect-gateway/redirect-gateway.port.js';
import { type RedirectSubject, RedirectSubjectPricer } from './redirect-subject.js';

export interface StartRedirectPayment {
  provider: RedirectProvider;
  subject: RedirectSubject;
  commandId: string;
  /** The web's page the gateway sends the payer back to. */
  returnUrl: string;
  /** This api's route the gateway posts its answer to. */
  notifyUrl: string;
}

export interface RedirectLink {
  link: string;
  paymentId: string;
  sandbox: boolean;
}

/** The payment named by the payer and the client's command id: a retry starts no second one. */
export const redirectPaymentId = (payerId: string, commandId: string): string =>
  `rp-${createHash('sha256').update(`${payerId}\u0000${commandId}`).digest('hex').slice(0, 32)}`;

/**
 * An invoice's balance due or a lot's bid deposit paid on the gateway's page: the payment is recorded as pending on the
 * payer's stream before the payer is sent there, so the answer that comes back (or never does)
 * always finds it. Nothing moves until a signed answer says the gateway took the money.
 */
@Injectable()
export class StartRedirectPaymentHandler {
  constructor(
    private readonly pricer: RedirectSubjectPricer,
    private readonly payments: RedirectPaymentCommandBus,
    @Inject(REDIRECT_GATEWAY) private readonly gateway: RedirectGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(request: StartRedirectPayment, actor: Actor): Promise<RedirectLink> {
    const { provider, subject, commandId, returnUrl, notifyUrl } = request;
    const at = this.clock.now();
    const priced = await this.pricer.price(subject, actor, at);
    const paymentId = redirectPaymentId(actor.id, commandId);
    const outcome = await this.payments.send(
      actor.id,
      {
        type: 'StartRedirectPayment',
        paymentId,
        payerId: actor.id,
        provider,
        ...priced,
        at: at.toISOString(),
      },
      actor,
      at,
      commandId,
      { provider, subject },
    );
    // A retry links to the payment the first attempt started, for the amount it asked.
    const started = ownValue(outcome.state.payments, paymentId);
    if (!started) throw new Error(`Redirect payment ${paymentId} was not started`);
    const link = this.gateway.linkFor({
      provider: started.provider,
      paymentId,
      payerId: actor.id,
      amount: started.amount,
      returnUrl,
      notifyUrl,
    });
    return { link, paymentId, sandbox: this.gateway.sandbox };
  }
}
