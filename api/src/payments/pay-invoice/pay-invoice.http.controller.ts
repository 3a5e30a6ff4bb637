import { Controller } from '@nestjs/common';
import { payInvoiceFromWallet, payInvoiceOnline, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { rejected } from '../../shared/errors/http-problem.js';
import { PaymentRefused } from '../gateway/payment-gateway.port.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { CustomerOfUser } from '../payment-customers/customer-of-user.js';
import { OnlineInvoicePaymentHandler } from './online-invoice-payment.handler.js';
import { invoiceToPay, paymentAnswer } from './pay-invoice.mapping.js';
import { WalletInvoicePaymentHandler } from './wallet-invoice-payment.handler.js';

/** `credit/payCartWallet` and `credit/payCartOnline` (Stripe or SANDBOX): an invoice's balance due paid. */
@Controller()
export class PayInvoiceController {
  constructor(
    private readonly customers: CustomerOfUser,
    private readonly wallet: WalletInvoicePaymentHandler,
    private readonly online: OnlineInvoicePaymentHandler,
  ) {}

  @CommandRoute(payInvoiceFromWallet)
  async payWallet(
    @ValidBody() body: RequestOf<typeof payInvoiceFromWallet>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof payInvoiceFromWallet>> {
    const paid = await this.wallet.execute(invoiceToPay(body, actor.id), body.commandId, actor);
    return success('Paid from wallet', paymentAnswer(paid, 'wallet'));
  }

  @CommandRoute(payInvoiceOnline)
  async payOnline(
    @ValidBody() body: RequestOf<typeof payInvoiceOnline>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof payInvoiceOnline>> {
    const card = await this.customers.payingCard(actor, body.payment_method);
    const paid = await this.online
      .execute(invoiceToPay(body, actor.id), body.commandId, actor, card)
      .catch((e: unknown) => {
        // The provider's own words ('Your card was declined.'); the invoice stays unpaid.
        throw e instanceof PaymentRefused ? rejected(e.message, 'payment.refused') : e;
      });
    return success('Paid online', paymentAnswer(paid, 'online'));
  }
}
