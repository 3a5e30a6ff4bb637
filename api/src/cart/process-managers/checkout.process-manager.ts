import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable } from '@nestjs/common';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { LotState } from '../../lots/domain/index.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { crashPoint } from '../../shared/faults/crash-point.js';
import type { Actor } from '../../shared/domain/actor.js';
import { DomainRejection, reject } from '../../shared/domain/domain-rejection.js';
import { CartCommandBus } from '../cart-bus/cart-command-bus.js';
import { RecentHolds } from '../recent-holds.js';
import { CartReader } from '../cart.reader.js';
import type { CheckoutHoldRef, PendingCheckout } from '../domain/cart.decider.js';
import type { RaisedInvoice } from '../../invoicing/domain/invoice.decider.js';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';
import {
  CheckoutInvoiceRaiser,
  type SoldHold,
} from '../../invoicing/raise-invoice/checkout-invoice.raiser.js';
import { checkoutInvoiceId } from '../../invoicing/checkout-invoice-id.js';
import { planCheckout } from './checkout-plan.rules.js';

export interface CheckoutRequest {
  commandId: string;
  /** The holds (cart ids) to take; all the buyer's live holds when absent. */
  holdIds: string[] | undefined;
}

export interface CheckedOut {
  invoice: RaisedInvoice;
  paymentMethod: PendingCheckout['paymentMethod'];
}

/**
 * The checkout process manager (`cart/checkout`): the buyer's held items into one invoice, across
 * the cart, the lots and the invoice. The cart first records which holds the checkout takes and
 * which invoice it raises, then each lot sells its hold naming that invoice, then the invoice is
 * numbered and raised from what the lots sold. Every step is keyed
 * by the command id (the cart's record by the invoice, the lot's sale by the hold, the number and
 * the raise by the invoice), so a retry after a crash at any step finishes the same invoice and
 * never raises a second. The lots sell before the invoice is raised: an invoice is never raised
 * for units whose hold lapsed meanwhile and went to another buyer.
 */
@Injectable()
export class CheckoutProcessManager {
  constructor(
    private readonly carts: CartCommandBus,
    private readonly lots: LotCommandBus,
    private readonly invoices: InvoiceCommandBus,
    private readonly raiser: CheckoutInvoiceRaiser,
    private readonly reader: CartReader,
    private readonly recent: RecentHolds,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The buyer's checkout, given by the buyer or by an admin or seller acting for them (`seller/cart/checkout`):
   * the holds and the invoice are the buyer's, the events record the actor as who acted.
   */
  async execute(
    request: CheckoutRequest,
    actor: Actor,
    buyerId: string = actor.id,
  ): Promise<CheckedOut> {
    const invoiceId = checkoutInvoiceId(buyerId, request.commandId);
    const pending = await this.begin(invoiceId, request, actor, buyerId);
    const raised = (await this.invoices.load(invoiceId)).raised;
    if (raised) return { invoice: raised, paymentMethod: pending.paymentMethod };
    const sold: SoldHold[] = [];
    for (const hold of pending.holds) {
      const lot = await this.sell(hold, invoiceId, actor, request.commandId);
      if (lot) sold.push({ lot, qty: hold.qty, holdId: hold.holdId });
    }
    crashPoint('checkout:after-sell');
    // Every hold lapsed before it was sold: nothing was sold, nothing is raised.
    if (sold.length === 0) return reject('buynow.hold-expired');
    const raisedBy = actor.id === buyerId ? undefined : actor.id;
    const invoice = await this.raiser.raise(invoiceId, buyerId, sold, raisedBy);
    return { invoice, paymentMethod: pending.paymentMethod };
  }

  /** The checkout the cart recorded for this invoice, recorded now if it is the first attempt. */
  private async begin(
    invoiceId: string,
    request: CheckoutRequest,
    actor: Actor,
    buyerId: string,
  ): Promise<PendingCheckout> {
    const cart = await this.carts.load(buyerId);
    const known = ownValue(cart.checkouts, invoiceId);
    if (known) return known;
    const { cart: doc } = await this.reader.read(buyerId);
    // The read model may not have a hold made a moment ago: this process's recent holds too.
    const lotIds = new Set([...(doc?.lotIds ?? []), ...this.recent.lotsOf(buyerId)]);
    const lots = await Promise.all([...lotIds].map((id) => this.lots.latest(id)));
    const taken = new Set(
      Object.values(cart.checkouts).flatMap((c) => c.holds.map((h) => h.holdId)),
    );
    const at = this.clock.now();
    const onlySeller = actor.role === 'seller' && actor.id !== buyerId ? actor.id : undefined;
    const plan = planCheckout(lots, buyerId, at.toISOString(), request.holdIds, taken, onlySeller);
    const outcome = await this.carts.send(
      buyerId,
      { type: 'StartCheckout', buyerId, invoiceId, holds: plan.holds },
      actor,
      at,
      `${request.commandId}:start`,
    );
    const recorded = ownValue(outcome.state.checkouts, invoiceId);
    if (!recorded) throw new Error(`Checkout ${invoiceId} was not recorded`);
    return recorded;
  }

  /** The lot after it sold the hold to this invoice; undefined when the hold lapsed unsold. */
  private async sell(
    hold: CheckoutHoldRef,
    invoiceId: string,
    actor: Actor,
    commandId: string,
  ): Promise<LotState | undefined> {
    try {
      const { state } = await this.lots.send(
        hold.lotId,
        { type: 'CheckoutHold', holdId: hold.holdId, invoiceId },
        actor,
        this.clock.now(),
        `${commandId}:sell:${hold.holdId}`,
      );
      return state.checkedOut.includes(hold.holdId) ? state : undefined;
    } catch (e) {
      if (!(e instanceof DomainRejection)) throw e;
      if (e.code !== 'buynow.hold-expired' && e.code !== 'buynow.hold-not-found') throw e;
      // A retry finds the hold sold by the first attempt: the lot lists it as checked out.
      const lot = await this.lots.latest(hold.lotId);
      return lot.checkedOut.includes(hold.holdId) ? lot : undefined;
    }
  }
}
