import { Inject, Injectable } from '@nestjs/common';
import { type Actor, systemActor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { ChangeInvoiceStatusHandler } from '../../invoicing/change-invoice-status/change-invoice-status.handler.js';
import { refundLeft } from '../../invoicing/domain/invoice-refund.rules.js';
import type { InvoiceState } from '../../invoicing/domain/invoice.decider.js';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../gateway/payment-gateway.port.js';
import { OnlineProviderGateways } from '../online-providers/online-provider-gateways.js';

/**
 * A paid invoice refunded to the card: each online payment goes back through the gateway (keyed
 * by the invoice and the payment, so a retry refunds once at the provider), then one ledger entry
 * keyed by the invoice records the money leaving the house, then the invoice is refunded, the
 * rest of what was paid going to the wallet. A crash at any step is finished by a retry: the
 * gateway's key and the ledger's keep what was done from being done twice.
 */
@Injectable()
export class RefundToCardHandler {
  constructor(
    private readonly invoices: InvoiceCommandBus,
    private readonly ledger: LedgerCommandBus,
    private readonly status: ChangeInvoiceStatusHandler,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly providers: OnlineProviderGateways,
  ) {}

  async refund(
    invoiceId: string,
    note: string,
    admin: Actor,
    commandId?: string,
  ): Promise<InvoiceState> {
    const state = await this.invoices.load(invoiceId);
    const raised = state.raised ?? reject('invoice.not-found');
    if (state.closed === 'refunded') return state;
    if (state.closed) reject('invoice.closed', { status: state.closed });
    if (Object.keys(state.online).length === 0) reject('invoice.no-card-payment');
    // I6: each card payment gets back only what returns left on it; the wallet, the rest.
    const left = refundLeft(raised, state);
    if (left.amount <= 0) reject('invoice.nothing-left-to-refund');
    let amount = 0;
    for (const { paymentKey, reference, amount: held } of left.cards) {
      // Back through the provider it was paid with (PayPal, Authorize.Net), else the card gateway.
      const gateway = this.providers.forReference(reference) ?? this.gateway;
      await gateway.refund({ reference, amount: held, key: `refund-${invoiceId}-${paymentKey}` });
      amount += held;
    }
    const fee = left.cardFee;
    const shipping = left.cardShipping;
    if (amount > 0)
      await this.ledger.send(
        {
          type: 'RefundInvoiceToCard',
          buyerId: raised.buyerId,
          sellerId: raised.sellerId,
          amount,
          fee,
          shipping,
          reference: left.cards
            .map((c) => c.reference)
            .join(' ')
            .slice(0, 200),
          note: `Refund to card - Invoice ${raised.number}${note ? `: ${note}` : ''}`.slice(0, 300),
        },
        systemActor,
        `refund-card-${invoiceId}`,
      );
    const change = {
      invoiceId,
      status: 'refunded',
      note,
      refundedToCard: { amount, fee, shipping },
    } as const;
    return this.status.change(change, admin, commandId);
  }
}
