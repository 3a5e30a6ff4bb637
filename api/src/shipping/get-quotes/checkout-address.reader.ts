import { Inject, Injectable } from '@nestjs/common';
import { type CartAddress, cartStream } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';

/**
 * The buyer's checkout address (`cart/saveAddress`), read from the cart's own stream rather than
 * its read model: a quote asked for right after saving the address prices that address.
 */
@Injectable()
export class CheckoutAddressReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async of(buyerId: string): Promise<CartAddress | undefined> {
    const events = await this.store.readStream(cartStream(buyerId));
    const saved = events.filter((e) => e.type === 'CartAddressSaved').at(-1);
    return (saved?.data as { address?: CartAddress } | undefined)?.address;
  }
}
