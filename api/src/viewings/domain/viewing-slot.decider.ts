import { ownValue } from '@facet/event-schemas';
/**
 * A viewing room's slot: rough is bought after viewing, so a buyer books a seat to view an
 * auction's goods before bidding, or to collect a paid invoice in person.
 *
 * Rules:
 * - VIEW-1 capacity: a slot never holds more buyers than its capacity; the last seat taken, the
 *   next booking is refused ('This viewing slot is full'). Decided on the slot's own stream, so
 *   concurrent bookings queue and the capacity holds.
 * - VIEW-2 overlap: a buyer holds no two appointments whose times overlap.
 * - VIEW-3 KYC gate: only a buyer whose identity check passed may book.
 * - VIEW-4 cancel: a buyer cancels their own appointment; an admin cancels a whole slot (no more
 *   bookings; the booked buyers are told). Capacity never goes below the seats already booked.
 * - VIEW-5 timing: a slot that has started takes no bookings.
 * - VIEW-6 reminders: each booked buyer is reminded the day before and one hour before, once each.
 */
import type {
  ViewingPurpose,
  ViewingReminderKind,
  ViewingSlotDetails,
  ViewingSlotEvent,
} from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { sameData } from '../../shared/domain/same-data.js';
import {
  bookedSeats,
  evolve,
  initialState,
  isTerminal,
  type ViewingSlotState,
} from './viewing-slot.state.js';
import { overlaps, type TimeSpan } from './viewing-time.js';

interface Base {
  at: string;
  actor: Actor;
}
export interface OpenViewingSlot extends Base {
  type: 'OpenViewingSlot';
  slotId: string;
  details: ViewingSlotDetails;
}
export interface ChangeViewingSlotCapacity extends Base {
  type: 'ChangeViewingSlotCapacity';
  capacity: number;
}
export interface CancelViewingSlot extends Base {
  type: 'CancelViewingSlot';
}
export interface BookViewing extends Base {
  type: 'BookViewing';
  purpose: ViewingPurpose;
  auctionId: string | null;
  invoiceId: string | null;
  /** The buyer's identity check came back clear (read from their account by the use case). */
  kycPassed: boolean;
  /** The buyer's other appointments (other slots), for VIEW-2. */
  otherAppointments: TimeSpan[];
}
export interface CancelViewing extends Base {
  type: 'CancelViewing';
  buyerId: string;
}
export interface SendViewingReminder extends Base {
  type: 'SendViewingReminder';
  buyerId: string;
  kind: ViewingReminderKind;
}
export type ViewingSlotCommand =
  | OpenViewingSlot
  | ChangeViewingSlotCapacity
  | CancelViewingSlot
  | BookViewing
  | CancelViewing
  | SendViewingReminder;

function openSlot(state: ViewingSlotState): ViewingSlotDetails {
  if (!state.exists || !state.details) return reject('viewing.slot-not-found');
  if (state.cancelled) return reject('viewing.slot-cancelled');
  return state.details;
}

const assertAdmin = (actor: Actor): void => {
  if (actor.role !== 'admin') reject('viewing.forbidden');
};

function book(command: BookViewing, state: ViewingSlotState): ViewingSlotEvent[] {
  const details = openSlot(state);
  const { actor, at } = command;
  const mine = ownValue(state.bookings, actor.id);
  if (mine) {
    // A retry of the same booking changes nothing; another purpose in the same seat is refused.
    const same = mine.auctionId === command.auctionId && mine.invoiceId === command.invoiceId;
    return same ? [] : reject('viewing.already-booked');
  }
  if (!command.kycPassed) reject('viewing.kyc-required');
  if (new Date(details.starts_at).getTime() <= new Date(at).getTime()) reject('viewing.slot-past');
  if (bookedSeats(state) >= details.capacity) reject('viewing.slot-full');
  const span = { starts_at: details.starts_at, minutes: details.minutes };
  if (command.otherAppointments.some((other) => overlaps(span, other))) reject('viewing.overlap');
  const { purpose, auctionId, invoiceId } = command;
  return [
    {
      type: 'ViewingBooked',
      data: { slotId: state.slotId, buyerId: actor.id, purpose, auctionId, invoiceId, at },
    },
  ];
}

export function decide(command: ViewingSlotCommand, state: ViewingSlotState): ViewingSlotEvent[] {
  const { actor, at } = command;
  switch (command.type) {
    case 'OpenViewingSlot':
      assertAdmin(actor);
      if (state.exists)
        return sameData(state.details, command.details) ? [] : reject('viewing.slot-exists');
      return [
        {
          type: 'ViewingSlotOpened',
          data: { ...command.details, slotId: command.slotId, openedBy: actor.id, at },
        },
      ];
    case 'ChangeViewingSlotCapacity': {
      assertAdmin(actor);
      const details = openSlot(state);
      if (details.capacity === command.capacity) return [];
      if (command.capacity < bookedSeats(state))
        reject('viewing.capacity-below-booked', { booked: bookedSeats(state) });
      const { capacity } = command;
      return [
        {
          type: 'ViewingSlotCapacityChanged',
          data: { slotId: state.slotId, capacity, changedBy: actor.id, at },
        },
      ];
    }
    case 'CancelViewingSlot':
      assertAdmin(actor);
      if (!state.exists) reject('viewing.slot-not-found');
      if (state.cancelled) return [];
      return [
        { type: 'ViewingSlotCancelled', data: { slotId: state.slotId, cancelledBy: actor.id, at } },
      ];
    case 'BookViewing':
      return book(command, state);
    case 'CancelViewing': {
      if (!state.exists) reject('viewing.slot-not-found');
      if (actor.role !== 'admin' && actor.id !== command.buyerId) reject('viewing.forbidden');
      if (!ownValue(state.bookings, command.buyerId)) return [];
      const data = { slotId: state.slotId, buyerId: command.buyerId, cancelledBy: actor.id, at };
      return [{ type: 'ViewingCancelled', data }];
    }
    case 'SendViewingReminder': {
      const booking = ownValue(state.bookings, command.buyerId);
      if (state.cancelled || !booking || booking.reminders.includes(command.kind)) return [];
      const data = { slotId: state.slotId, buyerId: command.buyerId, kind: command.kind, at };
      return [{ type: 'ViewingReminderSent', data }];
    }
  }
}

export const viewingSlotDecider = { decide, evolve, initialState, isTerminal } as const;
export { evolve, initialState, isTerminal, type ViewingSlotState };
