import { Injectable } from '@nestjs/common';
import { BuyerParties } from '../../companies/buyer-parties.reader.js';
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
  /** Whose wallet or card pays: the buyer's, or the representative's who pays for their company. */
  payerId: string;
}

/**
 * Loads the invoice a buyer pays: only its own buyer (or an admin) pays it here, or, for an
 * invoice billed to a company, any of its representatives, from their own wallet or card.
 */
@Injectable()
export class InvoiceToPayLoader {
  constructor(
    private readonly invoices: InvoiceCommandBus,
    private readonly parties: BuyerParties,
  ) {}

  /** `forBuyer`: the invoice's seller may pay it for the buyer too (SFB-2). */
  async load(invoiceId: string, actor: Actor, forBuyer = false): Promise<InvoiceToPay> {
    const state = await this.invoices.load(invoiceId);
    const invoice = state.raised ?? reject('invoice.not-found');
    const asBuyer = { invoice, state, payerId: invoice.buyerId };
    if (forBuyer) assertMayActForBuyer(invoice, actor);
    if (forBuyer || actor.role === 'admin' || actor.id === invoice.buyerId) return asBuyer;
    const billedTo = invoice.billTo?.companyId;
    const company = billedTo && (await this.parties.companyOf(actor.id))?.companyId;
    if (!billedTo || company !== billedTo) return reject('invoice.forbidden');
    // The invoice decider judges the payment again (I1), with the company the invoice bus resolves.
    return { invoice, state, payerId: actor.id };
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
