import type { Actor } from '../shared/domain/actor.js';

/** A seller sees and manages their own auctions and lots; an admin sees everyone's. */
export const managedBy =
  (actor: Actor) =>
  (doc: { sellerId: string }): boolean =>
    actor.role === 'admin' || doc.sellerId === actor.id;
