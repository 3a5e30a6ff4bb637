import type { InvoiceActionAnswer } from '@facet/event-schemas';
import { reject } from '../shared/domain/domain-rejection.js';
import { centsToDollars as $ } from '../shared/money/index.js';
import { balanceDue, invoicePaid, type InvoiceState } from './domain/invoice.decider.js';

/** Where an invoice stands after a command (`amount`: cents that command paid). */
export function invoiceActionAnswer(state: InvoiceState, amount: number): InvoiceActionAnswer {
  const raised = state.raised ?? reject('invoice.not-found');
  const due = balanceDue(state);
  return {
    invoice_id: raised.invoiceId,
    number: raised.number,
    status: state.closed ?? (due === 0 ? 'paid' : 'awaiting offline payment'),
    amount: $(amount),
    paid: $(invoicePaid(state)),
    balance_due: $(due),
  };
}
