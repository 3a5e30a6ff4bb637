import { Injectable } from '@nestjs/common';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { assertMayActForBuyer } from '../../invoicing/domain/acting-for-buyer.rules.js';
import { paymentShares } from '../../invoicing/domain/invoice-charges.rules.js';
import {
  balanceDue,
  type InvoiceState,
  shippingOf,
  type RaisedInvoice,
} from '../../invoicing/domain/invoice.decider.js';
import { assertShippable } from '../../invoicing/domain/invoice-shipping.rules.js';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';

export interface InvoiceToPay {
  invoice: RaisedInvoice;
  state: InvoiceState;
}

/** Loads the invoice a buyer pays: only its own buyer (or an admin) pays it here. */
@Injectable()
export class InvoiceToPayLoader {
  constructor(private readonly invoices: InvoiceCommandBus) {}

  /** `forBuyer`: the invoice's seller may pay it for the buyer too (SFB-2). */
  async load(invoiceId: string, actor: Actor, forBuyer = false): Promise<InvoiceToPay> {
    const state = await this.invoices.load(invoiceId);
    const invoice = state.raised ?? reject('invoice.not-found');
    if (forBuyer) assertMayActForBuyer(invoice, actor);
    else if (actor.role !== 'admin' && actor.id !== invoice.buyerId) reject('invoice.forbidden');
    return { invoice, state };
  }
}

/** What the whole balance due pays now, the house's part of it and the shipping line's. */
export function dueNow({ invoice, state }: InvoiceToPay): {
  amount: number;
  fee: number;
  shipping: number;
} {
  if (state.closed) reject('invoice.closed', { status: state.closed });
  const amount = balanceDue(state);
  if (amount === 0) reject('invoice.already-paid');
  // SHIP-4, before any gateway is asked for the money.
  assertShippable(state);
  return { amount, ...paymentShares(invoice, shippingOf(state), amount) };
}
