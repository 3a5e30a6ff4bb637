import { Injectable } from '@nestjs/common';
import type { ProviderPaymentAnswer, RequestOf, payAuthorizeNet } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { badRequest, rejected } from '../../shared/errors/http-problem.js';
import { centsToDollars } from '../../shared/money/index.js';
import { PaymentRefused } from '../gateway/payment-gateway.port.js';
import { OnlineInvoicePaymentHandler } from '../pay-invoice/online-invoice-payment.handler.js';
import { invoiceToPay } from '../pay-invoice/pay-invoice.mapping.js';
import { notConfigured } from '../unconfigured-providers/not-configured.js';
import { OnlineProviderGateways, type OnlineProvider } from './online-provider-gateways.js';

type Body = RequestOf<typeof payAuthorizeNet>;

/**
 * An invoice paid through a named provider: the same recording path as every online payment
 * (journal first, the provider holds, the invoice and the ledger record it once under the
 * command's key, then it is taken); the provider's refusal is a 422 with its words.
 */
@Injectable()
export class PayThroughProvider {
  constructor(
    private readonly providers: OnlineProviderGateways,
    private readonly online: OnlineInvoicePaymentHandler,
  ) {}

  async pay(
    provider: OnlineProvider,
    body: Body,
    actor: Actor,
    /** What the provider holds the money with: PayPal's approved order, Accept.js's token. */
    paymentMethodId: string | undefined,
  ): Promise<ProviderPaymentAnswer> {
    if (!this.providers.of(provider)) return notConfigured();
    // The command's id is the payment's key: a retry with it pays once.
    if (!body.commandId)
      throw badRequest('commandId is required', 'request.invalid-field', { field: 'commandId' });
    if (!paymentMethodId) throw rejected('Payment details are missing', 'payment.refused');
    const paid = await this.online
      .execute(invoiceToPay(body, actor.id), body.commandId, actor, { provider, paymentMethodId })
      .catch((e: unknown) => {
        throw e instanceof PaymentRefused ? rejected(e.message, 'payment.refused') : e;
      });
    return {
      provider,
      status: 'paid',
      invoice_id: paid.invoiceId,
      amount: centsToDollars(paid.amount),
      balance_due: centsToDollars(paid.balanceDue),
    };
  }
}
