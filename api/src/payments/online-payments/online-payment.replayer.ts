import { Injectable } from '@nestjs/common';
import { PayBidDepositHandler } from '../pay-bid-deposit/pay-bid-deposit.handler.js';
import { OnlineInvoicePaymentHandler } from '../pay-invoice/online-invoice-payment.handler.js';
import type { Started } from './payment-journal.js';

/**
 * Sends a started online payment's command again, as its payer's client would retry it with the
 * same command id: the provider answers the same intent (same idempotency key), the invoice or the
 * lot records it once and the ledger once (same key), and only then is it captured.
 */
@Injectable()
export class OnlinePaymentReplayer {
  constructor(
    private readonly invoices: OnlineInvoicePaymentHandler,
    private readonly deposits: PayBidDepositHandler,
  ) {}

  async replay(p: Started): Promise<void> {
    const card = {
      ...(p.paymentMethodId && { paymentMethodId: p.paymentMethodId }),
      ...(p.customerId && { customerId: p.customerId }),
      // Asked again of the same provider it was first asked of.
      ...(p.provider && { provider: p.provider }),
    };
    if (p.purpose === 'invoice') {
      await this.invoices.execute(p.targetId, p.commandId, p.payer, card);
      return;
    }
    const request = {
      lotId: p.targetId,
      amount: p.amount,
      method: 'online' as const,
      note: p.note,
    };
    await this.deposits.execute({ ...request, ...card }, p.payer, p.commandId);
  }
}
