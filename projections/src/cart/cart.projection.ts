import type { CartAddress } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

/**
 * One buyer's cart: the lots they hold units of, and the address saved on the cart. The holds
 * themselves stay on the lot cards (a release names only its hold, so only the lot knows whose it
 * was): a query reads these lots' cards and keeps the buyer's live holds.
 */
export interface CartDoc extends Doc {
  id: string;
  /** Lots the buyer has held units of, newest first (a lot stays listed after its hold ends). */
  lotIds: string[];
  address: CartAddress | null;
}

export const cartProjection: Projection<CartDoc> = {
  name: 'cart',
  version: 1,
  types: ['BuyNowHeld', 'CartAddressSaved'],
  route: (e) =>
    e.type === 'BuyNowHeld' || e.type === 'CartAddressSaved' ? e.data.userId : NO_DOCS,
  evolve: (doc, e, id) => {
    const cart: CartDoc = doc ?? { id, lotIds: [], address: null };
    if (e.type === 'CartAddressSaved') return { ...cart, address: e.data.address };
    if (e.type !== 'BuyNowHeld') return undefined;
    const { lotId } = e.data;
    if (cart.lotIds[0] === lotId) return doc === undefined ? cart : undefined;
    return { ...cart, lotIds: [lotId, ...cart.lotIds.filter((l) => l !== lotId)] };
  },
};
