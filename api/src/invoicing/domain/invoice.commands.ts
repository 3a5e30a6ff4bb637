import type { EventData, InvoicePaymentMethod, InvoiceRaised } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import type { RecordPartialRefund } from './invoice-partial-refund.rules.js';
import type { SetShippingAddress } from './invoice-shipping.rules.js';

/** What an invoice was raised with: its parties, lines and charges. */
export type RaisedInvoice = EventData<typeof InvoiceRaised>;

/** The invoice's shipping line; cents. */
export interface ChosenShipping {
  quoteId: string;
  carrier: string;
  service: string;
  amount: number;
  days: number;
  country: string;
}

/** Raise an invoice: the system at a lot's close, or a buyer's checkout. */
export interface RaiseInvoice extends RaisedInvoice {
  type: 'RaiseInvoice';
}

/** The company the actor represents now, when a buyer's (issue 30, I1: buyer-side.rules). */
export interface ByRepresentative {
  actorCompanyId?: string;
}

/** Money towards the invoice (I2: never more than the balance due, never twice for one key). */
export interface RecordInvoicePayment extends ByRepresentative {
  type: 'RecordInvoicePayment';
  key: string;
  method: InvoicePaymentMethod;
  amount: number;
  reference: string;
  sandbox: boolean;
  actor: Actor;
  at: string;
}

/** The buyer will pay by bank transfer (I3). */
export interface ChooseOfflinePayment extends ByRepresentative {
  type: 'ChooseOfflinePayment';
  actor: Actor;
  at: string;
}

/** The seller or an admin cancels an unpaid invoice or refunds a paid one (I4). */
export interface ChangeInvoiceStatus {
  type: 'ChangeInvoiceStatus';
  status: 'cancelled' | 'refunded';
  note: string;
  actor: Actor;
  at: string;
}

/** The seller or an admin notes something on the invoice (`seller/user/invoice/update_invoice`). */
export interface AddInvoiceNote {
  type: 'AddInvoiceNote';
  note: string;
  actor: Actor;
  at: string;
}

/** The buyer (or an admin) puts a shipping quote on the invoice (I5); a new one replaces it. */
export interface ChooseShipping extends ChosenShipping, ByRepresentative {
  type: 'ChooseShipping';
  actor: Actor;
  at: string;
}

export type InvoiceCommand =
  | RaiseInvoice
  | RecordInvoicePayment
  | ChooseOfflinePayment
  | ChangeInvoiceStatus
  | AddInvoiceNote
  | SetShippingAddress
  | ChooseShipping
  | RecordPartialRefund;
