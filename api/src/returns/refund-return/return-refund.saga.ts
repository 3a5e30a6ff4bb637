import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable } from '@nestjs/common';
import { RETURN_INVOICE_NUMBERS_STREAM } from '@facet/event-schemas';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../../payments/gateway/payment-gateway.port.js';
import { OnlineProviderGateways } from '../../payments/online-providers/online-provider-gateways.js';
import { systemActor } from '../../shared/domain/actor.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import { crashPoint } from '../../shared/faults/crash-point.js';
import { divideHalfUp } from '../../shared/money/index.js';
import type { ReturnRequestState } from '../domain/return.decider.js';
import { ReturnNumbersBus, ReturnsCommandBus } from '../returns-bus/return-command-buses.js';
import { ReturnMails } from './return-mails.js';

type Accepted = NonNullable<ReturnRequestState['accepted']>;

/**
 * The house's fee split between the card's and the wallet's entries, in proportion, so that each
 * entry's fee is at most its amount and the two add up to the fee accepted.
 */
export function feeSplit(a: Pick<Accepted, 'houseFee' | 'total' | 'toWallet'>, card: number) {
  if (card === 0) return { card: 0, wallet: a.houseFee };
  const share = Math.max(divideHalfUp(a.houseFee * card, a.total), a.houseFee - a.toWallet);
  const cardFee = Math.min(card, share);
  return { card: cardFee, wallet: a.houseFee - cardFee };
}

/**
 * An accepted return, finished: its return invoice numbered, the card payments refunded through
 * the payments port, the money's way back in the ledger, the refund recorded on the return and
 * the buyer mailed. Every step is keyed by the request (the number by the request, the gateway's
 * refund by request and payment, each ledger entry by request and destination, the record by the
 * request), so the accept, its retries and the follower that finishes what a crash left may all
 * run it: the money moves once. Before any money moves the refund is recorded on the invoice's
 * own stream (I5, keyed by the request), so a whole refund of the invoice afterwards gives back
 * only the rest (I6), and a return on an invoice refunded in whole meanwhile moves nothing. The
 * gateway goes first, as the deposits' release does, so the ledger never says refunded while the
 * card was not.
 */
@Injectable()
export class ReturnRefundSaga {
  constructor(
    private readonly returns: ReturnsCommandBus,
    private readonly numbers: ReturnNumbersBus,
    private readonly ledger: LedgerCommandBus,
    private readonly invoices: InvoiceCommandBus,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly providers: OnlineProviderGateways,
    private readonly mails: ReturnMails,
  ) {}

  /** Finishes the request's refund if it is accepted and not refunded yet; else does nothing. */
  async complete(invoiceId: string, requestId: string): Promise<void> {
    const request = ownValue((await this.returns.load(invoiceId)).requests, requestId);
    const accepted = request?.accepted;
    if (!request || request.status !== 'accepted' || !accepted) return;
    const numbered = await this.numbers.send(
      RETURN_INVOICE_NUMBERS_STREAM,
      { type: 'AssignReturnInvoiceNumber', requestId },
      systemActor,
    );
    const number = ownValue(numbered.state.byRequest, requestId) ?? 0;
    // An invoice refunded in whole after the accept already gave this money back: nothing moves.
    if (!(await this.recordOnInvoice(accepted))) return;
    const card = await this.refundCards(accepted);
    crashPoint('return-refund:after-card');
    await this.recordInLedger(accepted, request.requested.invoiceNumber, number, card);
    crashPoint('return-refund:after-ledger');
    const outcome = await this.returns.send(
      invoiceId,
      { type: 'RecordReturnRefund', requestId, returnInvoiceNumber: number },
      systemActor,
    );
    // Only the run that recorded the refund mails the buyer.
    if (outcome.events.length > 0) await this.mails.accepted(request.requested, accepted, number);
  }

  /** I5: the invoice knows what this return gives back before the money moves (refused if closed). */
  private async recordOnInvoice(a: Accepted): Promise<boolean> {
    const toCard = a.toCard.map((p) => ({ paymentKey: p.paymentKey, amount: p.amount }));
    const card = toCard.reduce((sum, p) => sum + p.amount, 0);
    const fee = feeSplit(a, card);
    const command = {
      type: 'RecordPartialRefund',
      returnId: a.requestId,
      amount: a.total,
      fee: a.houseFee,
      cardFee: fee.card,
      toCard,
    } as const;
    try {
      await this.invoices.send(a.invoiceId, command, systemActor);
      return true;
    } catch (e) {
      if (e instanceof DomainRejection && e.code === 'invoice.closed') return false;
      throw e;
    }
  }

  private async refundCards(a: Accepted): Promise<number> {
    let amount = 0;
    for (const p of a.toCard) {
      // Back through the provider it was paid with (PayPal, Authorize.Net), else the card gateway.
      const gateway = this.providers.forReference(p.reference) ?? this.gateway;
      const key = `return-${a.requestId}-${p.paymentKey}`;
      await gateway.refund({ reference: p.reference, amount: p.amount, key });
      amount += p.amount;
    }
    return amount;
  }

  private async recordInLedger(a: Accepted, invoiceNumber: number, number: number, card: number) {
    const fee = feeSplit(a, card);
    const parties = { buyerId: a.buyerId, sellerId: a.sellerId };
    const note = `Return invoice R-${number} - Invoice ${invoiceNumber}`;
    if (card > 0)
      await this.ledger.send(
        {
          type: 'RefundInvoiceToCard',
          ...parties,
          amount: card,
          fee: fee.card,
          reference: a.toCard
            .map((p) => p.reference)
            .join(' ')
            .slice(0, 200),
          note: `${note} (to card)`,
        },
        systemActor,
        `return-card-${a.requestId}`,
      );
    if (a.toWallet > 0)
      await this.ledger.send(
        { type: 'RefundInvoice', ...parties, amount: a.toWallet, fee: fee.wallet, note },
        systemActor,
        `return-wallet-${a.requestId}`,
      );
  }
}
