import { INVOICE_NUMBERS_STREAM } from '@facet/event-schemas';
import { systemActor } from '../../shared/domain/actor.js';
import { numberOf } from '../domain/invoice-numbers.decider.js';
import type { RaisedInvoice, RaiseInvoice } from '../domain/invoice.decider.js';
import type { InvoiceCommandBus, InvoiceNumbersBus } from '../invoice-bus/invoice-command-buses.js';

/** The invoice's gap-free number: assigned once, whoever asks first (the number names its invoice). */
export async function numberInvoice(
  numbers: InvoiceNumbersBus,
  invoiceId: string,
  at: Date,
): Promise<number> {
  const command = { type: 'AssignInvoiceNumber', invoiceId } as const;
  const { state } = await numbers.send(INVOICE_NUMBERS_STREAM, command, systemActor, at);
  const number = numberOf(state, invoiceId);
  if (number === undefined) throw new Error(`No number for invoice ${invoiceId}`);
  return number;
}

/** Raises the invoice once: the raise is keyed `raise-<invoiceId>`, so a rerun finds it raised. */
export async function raiseOnce(
  invoices: InvoiceCommandBus,
  command: RaiseInvoice,
  at: Date,
): Promise<RaisedInvoice> {
  const { invoiceId } = command;
  const outcome = await invoices.send(invoiceId, command, systemActor, at, `raise-${invoiceId}`);
  const raised = outcome.state.raised;
  if (!raised) throw new Error(`Invoice ${invoiceId} was not raised`);
  return raised;
}
