import { Inject } from '@nestjs/common';
import { payInvoiceFromWalletForUser } from '@facet/event-schemas';
import { USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { assertMayActForBuyer } from '../../invoicing/domain/acting-for-buyer.rules.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';
import { invoiceToPay, paymentAnswer } from './pay-invoice.mapping.js';
import { WalletInvoicePaymentHandler } from './wallet-invoice-payment.handler.js';

/**
 * `seller/credit/payCartWallet` (the invoice's seller or an admin): the user's wallet pays their
 * invoice's balance due, as `credit/payCartWallet` does for the user themself (a `cart_id` names
 * the user's checkout). Only the invoice's own buyer's wallet pays it (SFB-3), and a seller only
 * an invoice of their own lots (SFB-2); the ledger entry and the payment record the seller.
 */
@CommandController('seller', 'admin')
export class PayWalletForUserController {
  constructor(
    private readonly wallet: WalletInvoicePaymentHandler,
    private readonly invoices: InvoiceCommandBus,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @CommandRoute(payInvoiceFromWalletForUser)
  async pay(@Call() { body, actor }: Call<typeof payInvoiceFromWalletForUser>) {
    const userId = body.user_id;
    if (!this.users.byId(userId)) throw notFound('User not found', 'user.not-found');
    const invoiceId = invoiceToPay(body, userId);
    const invoice = (await this.invoices.load(invoiceId)).raised ?? reject('invoice.not-found');
    assertMayActForBuyer(invoice, actor, userId);
    const paid = await this.wallet.execute(invoiceId, body.commandId, actor, true);
    return success('Paid from wallet', paymentAnswer(paid, 'wallet'));
  }
}
