import { Injectable } from '@nestjs/common';
import type { RedirectPurpose } from '@facet/event-schemas';
import { lotDecider } from '../../lots/domain/index.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/domain/actor.js';
import { rejected } from '../../shared/errors/http-problem.js';
import { dueNow, InvoiceToPayLoader } from '../pay-invoice/invoice-to-pay.js';

/** What a redirect payment is asked to pay. */
export type RedirectSubject =
  | { purpose: 'invoice'; invoiceId: string }
  | { purpose: 'bid-deposit'; lotId: string; amount: number | undefined };

export interface PricedSubject {
  purpose: RedirectPurpose;
  subjectId: string;
  /** Integer cents. */
  amount: number;
  note: string;
}

/**
 * The amount a payment asks for, checked before the payer is sent away: an invoice's balance due,
 * or a lot's deposit the lot would take now (open, not the payer's own, not already paid, at
 * least the lot's deposit). The lot decides again when the answer comes back.
 */
@Injectable()
export class RedirectSubjectPricer {
  constructor(
    private readonly invoices: InvoiceToPayLoader,
    private readonly lots: LotCommandBus,
  ) {}

  async price(subject: RedirectSubject, actor: Actor, at: Date): Promise<PricedSubject> {
    if (subject.purpose === 'invoice') {
      const toPay = await this.invoices.load(subject.invoiceId, actor);
      const { amount } = dueNow(toPay);
      const note = `Invoice ${toPay.invoice.number}`;
      return { purpose: 'invoice', subjectId: subject.invoiceId, amount, note };
    }
    const lot = await this.lots.latest(subject.lotId);
    const amount = subject.amount ?? lot.details.deposit_amount;
    const command = {
      type: 'RecordBidDeposit',
      userId: actor.id,
      amount,
      at: at.toISOString(),
      actor: { id: actor.id, role: actor.role },
    } as const;
    // Refused here as the lot would refuse it (closed, own lot, too little): nothing is started.
    const recorded = lotDecider.decide(command, lot);
    if (recorded.length === 0)
      throw rejected('Bid deposit already paid', 'deposit.payment-refused');
    const note = `Bid Deposit - ${lot.details.title}`.slice(0, 300);
    return { purpose: 'bid-deposit', subjectId: subject.lotId, amount, note };
  }
}
