import { payInvoiceFromWallet, payInvoiceOnline } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { rejected } from '../../shared/errors/http-problem.js';
import { PaymentRefused } from '../gateway/payment-gateway.port.js';
import { CustomerOfUser } from '../payment-customers/customer-of-user.js';
import { OnlineInvoicePaymentHandler } from './online-invoice-payment.handler.js';
import { invoiceToPay, paymentAnswer } from './pay-invoice.mapping.js';
import { WalletInvoicePaymentHandler } from './wallet-invoice-payment.handler.js';

/** `credit/payCartWallet` and `credit/payCartOnline` (Stripe or SANDBOX): an invoice's balance due paid. */
@CommandController()
export class PayInvoiceController {
  constructor(
    private readonly customers: CustomerOfUser,
    private readonly wallet: WalletInvoicePaymentHandler,
    private readonly online: OnlineInvoicePaymentHandler,
  ) {}

  @CommandRoute(payInvoiceFromWallet)
  async payWallet(@Call() { body, actor }: Call<typeof payInvoiceFromWallet>) {
    const paid = await this.wallet.execute(invoiceToPay(body, actor.id), body.commandId, actor);
    return success('Paid from wallet', paymentAnswer(paid, 'wallet'));
  }

  @CommandRoute(payInvoiceOnline)
  async payOnline(@Call() { body, actor }: Call<typeof payInvoiceOnline>) {
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
