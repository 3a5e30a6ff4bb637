import { Controller } from '@nestjs/common';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import type { InvoicePaymentAnswer } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { centsToDollars } from '../../shared/money/index.js';
import { OnlineInvoicePaymentHandler } from './online-invoice-payment.handler.js';
import { parsePayInvoice, payInvoiceBody } from './pay-invoice.request.js';
import { type InvoicePaid, WalletInvoicePaymentHandler } from './wallet-invoice-payment.handler.js';

const answer = (paid: InvoicePaid, method: 'wallet' | 'online'): InvoicePaymentAnswer => ({
  invoice_id: paid.invoiceId,
  method,
  amount: centsToDollars(paid.amount),
  balance_due: centsToDollars(paid.balanceDue),
  sandbox: paid.sandbox,
});

/** `credit/payCartWallet` and `credit/payCartOnline` (SANDBOX): an invoice's balance due paid. */
@Controller('credit')
export class PayInvoiceController {
  constructor(
    private readonly wallet: WalletInvoicePaymentHandler,
    private readonly online: OnlineInvoicePaymentHandler,
  ) {}

  @CommandRoute('payCartWallet')
  @BodySchema(payInvoiceBody)
  async payWallet(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const { invoiceId, commandId } = parsePayInvoice(raw, actor.id);
    const paid = await this.wallet.execute(invoiceId, commandId, actor);
    return success<InvoicePaymentAnswer>('Paid from wallet', answer(paid, 'wallet'));
  }

  @CommandRoute('payCartOnline')
  @BodySchema(payInvoiceBody)
  async payOnline(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const { invoiceId, commandId } = parsePayInvoice(raw, actor.id);
    const paid = await this.online.execute(invoiceId, commandId, actor);
    return success<InvoicePaymentAnswer>('Paid online', answer(paid, 'online'));
  }
}
