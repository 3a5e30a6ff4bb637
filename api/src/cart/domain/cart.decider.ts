import { ownValue } from '@facet/event-schemas';
import type { CartAddress, CartEvent, InvoicePaymentMethod } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { sameData } from '../../shared/domain/same-data.js';

export interface CheckoutHoldRef {
  lotId: string;
  holdId: string;
  qty: number;
}

/** A checkout begun on this cart: the holds it takes into its invoice, and the buyer's choice. */
export interface PendingCheckout {
  holds: CheckoutHoldRef[];
  paymentMethod: InvoicePaymentMethod | null;
}

/**
 * The buyer's cart as an aggregate holds only what is the cart's own: the shipping address and
 * the checkouts begun. Its items are holds on the lots' streams (see add-to-cart.handler.ts).
 */
export interface CartState {
  userId: string | null;
  address: CartAddress | null;
  /** By invoice id. */
  checkouts: Readonly<Record<string, PendingCheckout>>;
}

export interface SaveCartAddress {
  type: 'SaveCartAddress';
  address: CartAddress;
  actor: Actor;
  at: string;
}

/** K1: a checkout's holds are fixed when it begins; beginning it again changes nothing. */
export interface StartCheckout {
  type: 'StartCheckout';
  /** Whose cart: the actor's own, or a buyer an admin or seller checks out for (`seller/cart/checkout`). */
  buyerId: string;
  invoiceId: string;
  holds: CheckoutHoldRef[];
  actor: Actor;
  at: string;
}

/** K2: the payment method chosen for a checkout this cart began. */
export interface UpdateCheckout {
  type: 'UpdateCheckout';
  invoiceId: string;
  paymentMethod: InvoicePaymentMethod;
  actor: Actor;
  at: string;
}

export type CartCommand = SaveCartAddress | StartCheckout | UpdateCheckout;

function decideCart(cmd: CartCommand, state: CartState): CartEvent[] {
  const userId = cmd.actor.id;
  switch (cmd.type) {
    case 'SaveCartAddress':
      // Saving the same address again records nothing.
      return sameData(state.address, cmd.address)
        ? []
        : [{ type: 'CartAddressSaved', data: { userId, address: cmd.address, at: cmd.at } }];
    case 'StartCheckout':
      // For another buyer: an admin, or a seller whose own lots' holds the planner kept (SFB-4;
      // each lot checks again that its seller is the one selling the hold).
      if (cmd.buyerId !== userId && cmd.actor.role === 'buyer') reject('buynow.hold-not-found');
      if (ownValue(state.checkouts, cmd.invoiceId)) return [];
      if (cmd.holds.length === 0) reject('buynow.hold-not-found');
      return [
        {
          type: 'CartCheckoutStarted',
          data: { userId: cmd.buyerId, invoiceId: cmd.invoiceId, holds: cmd.holds, at: cmd.at },
        },
      ];
    case 'UpdateCheckout': {
      const pending = ownValue(state.checkouts, cmd.invoiceId);
      if (!pending) return reject('invoice.not-found');
      if (pending.paymentMethod === cmd.paymentMethod) return [];
      return [
        {
          type: 'CartCheckoutUpdated',
          data: { userId, invoiceId: cmd.invoiceId, paymentMethod: cmd.paymentMethod, at: cmd.at },
        },
      ];
    }
  }
}

function evolveCart(state: CartState, e: CartEvent): CartState {
  switch (e.type) {
    case 'CartAddressSaved':
      return { ...state, userId: e.data.userId, address: e.data.address };
    case 'CartCheckoutStarted':
      return {
        ...state,
        userId: e.data.userId,
        checkouts: {
          ...state.checkouts,
          [e.data.invoiceId]: { holds: e.data.holds, paymentMethod: null },
        },
      };
    case 'CartCheckoutUpdated': {
      const pending = ownValue(state.checkouts, e.data.invoiceId);
      if (!pending) return state;
      return {
        ...state,
        checkouts: {
          ...state.checkouts,
          [e.data.invoiceId]: { ...pending, paymentMethod: e.data.paymentMethod },
        },
      };
    }
  }
}

export const cartDecider: Decider<CartCommand, CartState, CartEvent> = {
  initialState: () => ({ userId: null, address: null, checkouts: {} }),
  evolve: evolveCart,
  decide: decideCart,
};
