import { hasOwnKey } from '@facet/event-schemas';
import type { InvoiceEvent } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import {
  assertShippable,
  decideShippingAddress,
  type ShippingState,
} from './invoice-shipping.rules.js';
import { mayActForBuyer } from './acting-for-buyer.rules.js';
import { actsAsBuyer } from '../../shared/domain/buyer-side.rules.js';
import {
  decidePartialRefund,
  nothingRefunded,
  type PartlyRefunded,
  withPartialRefund,
} from './invoice-partial-refund.rules.js';

import type {
  AddInvoiceNote,
  ChangeInvoiceStatus,
  ChooseOfflinePayment,
  ChooseShipping,
  ChosenShipping,
  InvoiceCommand,
  RaisedInvoice,
  RaiseInvoice,
  RecordInvoicePayment,
} from './invoice.commands.js';

// The commands live beside the decider; their importers keep reading them from here.
export type * from './invoice.commands.js';

/**
 * One invoice's stream (`invoice-<id>`): raised once; paid by payments, each under its command's
 * key; waiting for a bank transfer once the buyer chose one; cancelled or refunded.
 */
export interface InvoiceState {
  raised: RaisedInvoice | null;
  /** Cents paid by key: the deposit applied is not a payment here (it is in `raised`). */
  payments: Record<string, number>;
  /** The gateway's reference of each payment made online, by key: a card refund goes back by it. */
  online: Record<string, string>;
  offlineChosen: boolean;
  closed: 'cancelled' | 'refunded' | null;
  /** Where it ships (SHIP-2), null until set. */
  shipTo: ShippingState | null;
  /** What returns already gave back (I5, I6 in invoice-refund.rules.ts). */
  partlyRefunded: PartlyRefunded;
  /** The shipping quote chosen (absent on states folded before shipping existed: none). */
  shipping?: ChosenShipping | null;
}

/** Cents the invoice asks for before payments: its items, the buyer's premium and the tax. */
export const invoiceTotal = (
  i: Pick<RaisedInvoice, 'items' | 'buyersPremium'> & { tax?: number },
): number => i.items.reduce((sum, item) => sum + item.total, 0) + i.buyersPremium + (i.tax ?? 0);

/** Cents paid: the deposit applied and every payment recorded. */
export const invoicePaid = (state: InvoiceState): number =>
  (state.raised?.depositApplied ?? 0) +
  Object.values(state.payments).reduce((sum, amount) => sum + amount, 0);

/** Cents of the shipping line (0 until a quote is chosen). */
export const shippingOf = (state: Pick<InvoiceState, 'shipping'>): number =>
  state.shipping?.amount ?? 0;

/** Cents still owed (0 once paid, cancelled or refunded): the shipping line included. */
export const balanceDue = (state: InvoiceState): number =>
  state.raised && !state.closed
    ? invoiceTotal(state.raised) + shippingOf(state) - invoicePaid(state)
    : 0;

const partiesOf = ({ invoiceId, buyerId, sellerId }: RaisedInvoice) => ({
  invoiceId,
  buyerId,
  sellerId,
});

function raisedOf(state: InvoiceState): RaisedInvoice {
  if (!state.raised) return reject('invoice.not-found');
  return state.raised;
}

/**
 * I1: only the invoice's buyer, its seller or an admin acts on it; and, for an invoice billed to a
 * company, any of its representatives (issue 30) as its buyer does.
 */
function assertParty(
  invoice: RaisedInvoice,
  actor: Actor,
  buyerOnly = false,
  actorCompanyId?: string,
): void {
  if (actor.role === 'admin' || actsAsBuyer(invoice, actor, actorCompanyId)) return;
  if (!buyerOnly && actor.id === invoice.sellerId) return;
  reject('invoice.forbidden');
}

function decideRaise(cmd: RaiseInvoice, state: InvoiceState): InvoiceEvent[] {
  // Raised once: a replayed sale, a retried checkout or a second scheduler records nothing.
  if (state.raised) return [];
  const { type: _type, ...data } = cmd;
  // The caller applies at most the total; more would leave a negative balance due (a defect).
  if (data.depositApplied > invoiceTotal(data))
    throw new Error(`Deposit applied exceeds invoice ${data.invoiceId}`);
  return [{ type: 'InvoiceRaised', data }];
}

function decidePayment(cmd: RecordInvoicePayment, state: InvoiceState): InvoiceEvent[] {
  const invoice = raisedOf(state);
  // I2: one key pays once, however often the command or the gateway's callback comes back.
  if (hasOwnKey(state.payments, cmd.key)) return [];
  assertParty(invoice, cmd.actor, false, cmd.actorCompanyId);
  // I3 (SFB-5): only an admin or the invoice's own seller marks a bank transfer received.
  if (cmd.method === 'offline' && !mayActForBuyer(invoice, cmd.actor)) reject('invoice.forbidden');
  if (state.closed) reject('invoice.closed', { status: state.closed });
  const due = balanceDue(state);
  if (due === 0) reject('invoice.already-paid');
  // SHIP-4: the wallet pays at once; money a gateway or a bank already moved is recorded all the same.
  if (cmd.method === 'wallet') assertShippable(state);
  if (!Number.isSafeInteger(cmd.amount) || cmd.amount <= 0 || cmd.amount > due)
    reject('invoice.invalid-amount', { balance_due: due });
  return [
    {
      type: 'InvoicePaymentRecorded',
      data: {
        ...partiesOf(invoice),
        key: cmd.key,
        method: cmd.method,
        amount: cmd.amount,
        reference: cmd.reference,
        sandbox: cmd.sandbox,
        recordedBy: cmd.actor.id,
        at: cmd.at,
      },
    },
  ];
}

function decideOffline(cmd: ChooseOfflinePayment, state: InvoiceState): InvoiceEvent[] {
  const invoice = raisedOf(state);
  assertParty(invoice, cmd.actor, cmd.actor.role !== 'admin', cmd.actorCompanyId);
  if (state.closed) reject('invoice.closed', { status: state.closed });
  if (balanceDue(state) === 0) reject('invoice.already-paid');
  if (state.offlineChosen) return [];
  assertShippable(state);
  return [
    {
      type: 'InvoiceOfflinePaymentChosen',
      data: { ...partiesOf(invoice), chosenBy: cmd.actor.id, at: cmd.at },
    },
  ];
}

function decideStatus(cmd: ChangeInvoiceStatus, state: InvoiceState): InvoiceEvent[] {
  const invoice = raisedOf(state);
  if (cmd.actor.role !== 'admin' && cmd.actor.id !== invoice.sellerId) reject('invoice.forbidden');
  if (state.closed === cmd.status) return [];
  if (state.closed) reject('invoice.closed', { status: state.closed });
  // I4: an invoice with money on it is refunded, not cancelled; one without is cancelled.
  const paid = invoicePaid(state);
  if (cmd.status === 'cancelled' && paid > 0) reject('invoice.paid-cancel');
  if (cmd.status === 'refunded' && paid === 0) reject('invoice.nothing-to-refund');
  // I6: once returns gave everything back, there is nothing left for a whole refund.
  if (cmd.status === 'refunded' && paid <= state.partlyRefunded.amount)
    reject('invoice.nothing-left-to-refund');
  return [
    {
      type: 'InvoiceStatusChanged',
      data: {
        ...partiesOf(invoice),
        status: cmd.status,
        note: cmd.note,
        changedBy: cmd.actor.id,
        at: cmd.at,
      },
    },
  ];
}

function decideNote(cmd: AddInvoiceNote, state: InvoiceState): InvoiceEvent[] {
  const invoice = raisedOf(state);
  // I1, the buyer aside: a note is the house's record, kept on closed invoices too.
  if (cmd.actor.role !== 'admin' && cmd.actor.id !== invoice.sellerId) reject('invoice.forbidden');
  return [
    {
      type: 'InvoiceNoteAdded',
      data: { ...partiesOf(invoice), note: cmd.note, addedBy: cmd.actor.id, at: cmd.at },
    },
  ];
}

function decideShipping(cmd: ChooseShipping, state: InvoiceState): InvoiceEvent[] {
  const invoice = raisedOf(state);
  assertParty(invoice, cmd.actor, true, cmd.actorCompanyId);
  if (state.closed) reject('invoice.closed', { status: state.closed });
  // I5: shipping is fixed before money comes in: a payment's shipping share never moves after.
  if (Object.keys(state.payments).length > 0 || balanceDue(state) === 0)
    reject('shipping.invoice-paid');
  if (state.shipping?.quoteId === cmd.quoteId) return [];
  const { quoteId, carrier, service, amount, days, country } = cmd;
  return [
    {
      type: 'InvoiceShippingChosen',
      data: {
        ...partiesOf(invoice),
        ...{ quoteId, carrier, service, amount, days, country },
        chosenBy: cmd.actor.id,
        at: cmd.at,
      },
    },
  ];
}

export const invoiceDecider: Decider<InvoiceCommand, InvoiceState, InvoiceEvent> = {
  initialState: () => ({
    raised: null,
    payments: {},
    online: {},
    offlineChosen: false,
    closed: null,
    shipTo: null,
    shipping: null,
    partlyRefunded: nothingRefunded(),
  }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'InvoiceRaised':
        return { ...state, raised: e.data };
      case 'InvoicePaymentRecorded': {
        const { key, amount, method, reference } = e.data;
        const payments = { ...state.payments, [key]: amount };
        if (method !== 'online') return { ...state, payments };
        return { ...state, payments, online: { ...state.online, [key]: reference } };
      }
      case 'InvoiceOfflinePaymentChosen':
        return { ...state, offlineChosen: true };
      case 'InvoiceStatusChanged':
        return { ...state, closed: e.data.status };
      case 'InvoiceShippingAddressSet':
        return { ...state, shipTo: { address: e.data.address, validatedBy: e.data.validatedBy } };
      case 'InvoiceShippingChosen': {
        const { quoteId, carrier, service, amount, days, country } = e.data;
        return { ...state, shipping: { quoteId, carrier, service, amount, days, country } };
      }
      case 'InvoicePartlyRefunded':
        return { ...state, partlyRefunded: withPartialRefund(state.partlyRefunded, e.data) };
      default:
        return state;
    }
  },
  decide: (cmd, state) => {
    switch (cmd.type) {
      case 'RaiseInvoice':
        return decideRaise(cmd, state);
      case 'RecordInvoicePayment':
        return decidePayment(cmd, state);
      case 'ChooseOfflinePayment':
        return decideOffline(cmd, state);
      case 'ChangeInvoiceStatus':
        return decideStatus(cmd, state);
      case 'AddInvoiceNote':
        return decideNote(cmd, state);
      case 'SetShippingAddress':
        return decideShippingAddress(cmd, { ...state, balanceDue: balanceDue(state) });
      case 'ChooseShipping':
        return decideShipping(cmd, state);
      case 'RecordPartialRefund':
        return decidePartialRefund(cmd, state);
    }
  },
};
