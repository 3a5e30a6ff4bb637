import { isViewingSlotEvent, type ViewingPurpose } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';
import { typesOf } from '../runner/event-types.js';
import { viewingSlotEvents } from '@facet/event-schemas';

export interface ViewingSlotBookingDoc {
  buyer_id: string;
  purpose: ViewingPurpose;
  auction_id: string | null;
  invoice_id: string | null;
  booked_at: string;
}

/** A viewing slot as listed: its room, time, seats and who booked them. */
export interface ViewingSlotDoc extends Doc {
  id: string;
  location: string;
  starts_at: string;
  minutes: number;
  capacity: number;
  auction_id: string | null;
  status: 'open' | 'cancelled';
  bookings: ViewingSlotBookingDoc[];
  revision: number;
}

export const viewingSlotProjection: Projection<ViewingSlotDoc> = {
  name: 'viewing-slot',
  version: 1,
  types: typesOf(viewingSlotEvents),
  route: (e) => (isViewingSlotEvent(e) ? e.data.slotId : NO_DOCS),
  evolve: (doc, e, id) => {
    if (e.type === 'ViewingSlotOpened') {
      const { location, starts_at, minutes, capacity, auctionId } = e.data;
      return {
        id,
        location,
        starts_at,
        minutes,
        capacity,
        auction_id: auctionId,
        status: 'open',
        bookings: [],
        revision: e.revision,
      };
    }
    if (!doc) return undefined;
    const revision = e.revision;
    switch (e.type) {
      case 'ViewingSlotCapacityChanged':
        return { ...doc, capacity: e.data.capacity, revision };
      case 'ViewingSlotCancelled':
        return { ...doc, status: 'cancelled', revision };
      case 'ViewingBooked': {
        const { buyerId, purpose, auctionId, invoiceId, at } = e.data;
        const booking = {
          buyer_id: buyerId,
          purpose,
          auction_id: auctionId,
          invoice_id: invoiceId,
          booked_at: at,
        };
        return { ...doc, bookings: [...doc.bookings, booking], revision };
      }
      case 'ViewingCancelled':
        return {
          ...doc,
          bookings: doc.bookings.filter((b) => b.buyer_id !== e.data.buyerId),
          revision,
        };
      default:
        return { ...doc, revision };
    }
  },
};
