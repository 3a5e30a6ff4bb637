import { ownValue } from '@facet/event-schemas';
import type {
  ViewingPurpose,
  ViewingReminderKind,
  ViewingSlotDetails,
  ViewingSlotEvent,
} from '@facet/event-schemas';

export interface ViewingBooking {
  buyerId: string;
  purpose: ViewingPurpose;
  auctionId: string | null;
  invoiceId: string | null;
  bookedAt: string;
  reminders: ViewingReminderKind[];
}

export interface ViewingSlotState {
  exists: boolean;
  slotId: string;
  details: ViewingSlotDetails | null;
  cancelled: boolean;
  /** Booked seats by buyer: one seat a buyer. */
  bookings: Record<string, ViewingBooking>;
}

export const initialState = (): ViewingSlotState => ({
  exists: false,
  slotId: '',
  details: null,
  cancelled: false,
  bookings: {},
});

/** A cancelled slot takes no more commands that change it (its history stays). */
export const isTerminal = (state: ViewingSlotState): boolean => state.cancelled;

export const bookedSeats = (state: ViewingSlotState): number => Object.keys(state.bookings).length;

export function evolve(state: ViewingSlotState, event: ViewingSlotEvent): ViewingSlotState {
  switch (event.type) {
    case 'ViewingSlotOpened': {
      const { slotId, openedBy: _by, at: _at, ...details } = event.data;
      return { ...state, exists: true, slotId, details };
    }
    case 'ViewingSlotCapacityChanged':
      return state.details
        ? { ...state, details: { ...state.details, capacity: event.data.capacity } }
        : state;
    case 'ViewingSlotCancelled':
      return { ...state, cancelled: true };
    case 'ViewingBooked': {
      const { buyerId, purpose, auctionId, invoiceId, at } = event.data;
      const booking = { buyerId, purpose, auctionId, invoiceId, bookedAt: at, reminders: [] };
      return { ...state, bookings: { ...state.bookings, [buyerId]: booking } };
    }
    case 'ViewingCancelled': {
      const { [event.data.buyerId]: _gone, ...rest } = state.bookings;
      return { ...state, bookings: rest };
    }
    case 'ViewingReminderSent': {
      const b = ownValue(state.bookings, event.data.buyerId);
      if (!b) return state;
      const reminders = [...b.reminders, event.data.kind];
      return { ...state, bookings: { ...state.bookings, [b.buyerId]: { ...b, reminders } } };
    }
  }
}
