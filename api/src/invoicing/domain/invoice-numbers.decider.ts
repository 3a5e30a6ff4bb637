import { ownValue } from '@facet/event-schemas';
import type { InvoiceEvent } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';

/**
 * The one `invoice-numbers` stream. Number n is the n-th event of the stream and the bus appends
 * with the revision it decided on, so two invoices racing conflict and the loser decides again
 * on the new state: never two invoices with one number, never a number skipped. A number, once
 * given, names its invoice for good: asking again for the same invoice answers with nothing and
 * the number already given (a retry after a crash reuses it instead of leaving a gap).
 */
export interface InvoiceNumbersState {
  given: number;
  byInvoice: Readonly<Record<string, number>>;
}

export interface AssignInvoiceNumber {
  type: 'AssignInvoiceNumber';
  invoiceId: string;
  at: string;
}

export const invoiceNumbersDecider: Decider<
  AssignInvoiceNumber,
  InvoiceNumbersState,
  InvoiceEvent
> = {
  initialState: () => ({ given: 0, byInvoice: {} }),
  evolve: (state, e) =>
    e.type === 'InvoiceNumberAssigned'
      ? {
          given: e.data.number,
          byInvoice: { ...state.byInvoice, [e.data.invoiceId]: e.data.number },
        }
      : state,
  decide: (cmd, state) =>
    ownValue(state.byInvoice, cmd.invoiceId) !== undefined
      ? []
      : [
          {
            type: 'InvoiceNumberAssigned',
            data: { invoiceId: cmd.invoiceId, number: state.given + 1, at: cmd.at },
          },
        ],
};

/** The number an invoice was given, if any. */
export const numberOf = (state: InvoiceNumbersState, invoiceId: string): number | undefined =>
  ownValue(state.byInvoice, invoiceId);
