import type { CartAddress, CartEvent } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';
import type { Actor } from '../../shared/domain/actor.js';
import { sameData } from '../../shared/domain/same-data.js';

/**
 * The buyer's cart as an aggregate holds only what is the cart's own: the shipping address. Its
 * items are holds on the lots' streams (see add-to-cart.handler.ts for why).
 */
export interface CartState {
  userId: string | null;
  address: CartAddress | null;
}

export interface SaveCartAddress {
  type: 'SaveCartAddress';
  address: CartAddress;
  actor: Actor;
  at: string;
}

export type CartCommand = SaveCartAddress;

export const cartDecider: Decider<CartCommand, CartState, CartEvent> = {
  initialState: () => ({ userId: null, address: null }),
  evolve: (state, e) => ({ ...state, userId: e.data.userId, address: e.data.address }),
  decide: (cmd, state) =>
    // Saving the same address again records nothing.
    sameData(state.address, cmd.address)
      ? []
      : [
          {
            type: 'CartAddressSaved',
            data: { userId: cmd.actor.id, address: cmd.address, at: cmd.at },
          },
        ],
};
