import type { EventData, InvoiceEvent, InvoiceRaised } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';

export type RaisedInvoice = EventData<typeof InvoiceRaised>;

/** One invoice's stream (`invoice-<id>`): raised once, then (later slices) paid, cancelled. */
export interface InvoiceState {
  raised: RaisedInvoice | null;
}

/** Raise the winner's invoice; the system sends it when a lot is sold at its close. */
export interface RaiseInvoice extends RaisedInvoice {
  type: 'RaiseInvoice';
}

/** Cents the invoice asks for before payments: its items and the buyer's premium. */
export const invoiceTotal = (i: Pick<RaisedInvoice, 'items' | 'buyersPremium'>): number =>
  i.items.reduce((sum, item) => sum + item.total, 0) + i.buyersPremium;

export const invoiceDecider: Decider<RaiseInvoice, InvoiceState, InvoiceEvent> = {
  initialState: () => ({ raised: null }),
  evolve: (state, e) => (e.type === 'InvoiceRaised' ? { raised: e.data } : state),
  decide: (cmd, state) => {
    // Raised once: a replayed sale or a second scheduler finds it and records nothing.
    if (state.raised) return [];
    const { type: _type, ...data } = cmd;
    // The caller applies at most the total; more would leave a negative balance due (a defect).
    if (data.depositApplied > invoiceTotal(data))
      throw new Error(`Deposit applied exceeds invoice ${data.invoiceId}`);
    return [{ type: 'InvoiceRaised', data }];
  },
};
