import { Controller, Inject } from '@nestjs/common';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import type { InvoicePaymentAnswer } from '@facet/event-schemas';
import { type Actor, USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { centsToDollars } from '../../shared/money/index.js';
import { InvoiceCommandBus } from '../invoice-bus/invoice-command-buses.js';
import { parsePayInvoice, payInvoiceBody } from '../pay-invoice/pay-invoice.request.js';
import { WalletInvoicePaymentHandler } from '../pay-invoice/wallet-invoice-payment.handler.js';
import { forUserBody, parseForUser } from './for-user.request.js';

const payForUserBody = forUserBody(payInvoiceBody);

/**
 * `seller/credit/payCartWallet` (admin): the user's wallet pays their invoice's balance due, as
 * `credit/payCartWallet` does for the user themself (a `cart_id` names the user's checkout). Only
 * the invoice's own buyer's wallet pays it: the user named must be its buyer.
 */
@Controller('seller/credit')
export class PayWalletForUserController {
  constructor(
    private readonly wallet: WalletInvoicePaymentHandler,
    private readonly invoices: InvoiceCommandBus,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @Roles('admin')
  @CommandRoute('payCartWallet')
  @BodySchema(payForUserBody)
  async pay(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const { userId, rest } = parseForUser(raw, Object.keys(payInvoiceBody.shape), this.users);
    const { invoiceId, commandId } = parsePayInvoice(rest, userId);
    const invoice = (await this.invoices.load(invoiceId)).raised ?? reject('invoice.not-found');
    if (invoice.buyerId !== userId) reject('invoice.not-found');
    const paid = await this.wallet.execute(invoiceId, commandId, actor);
    return success<InvoicePaymentAnswer>('Paid from wallet', {
      invoice_id: paid.invoiceId,
      method: 'wallet',
      amount: centsToDollars(paid.amount),
      balance_due: centsToDollars(paid.balanceDue),
      sandbox: paid.sandbox,
    });
  }
}
