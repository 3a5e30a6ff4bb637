import type { AppointmentRecord, ViewingSlotRecord } from '@facet/event-schemas';
import type { ViewingSlotBookingDoc, ViewingSlotDoc } from '@facet/projections';

/** A slot as a buyer or the back office sees it: the seats left instead of who took them. */
export function toSlotRecord(d: ViewingSlotDoc): ViewingSlotRecord {
  const booked = d.bookings.length;
  return {
    id: d.id,
    location: d.location,
    starts_at: d.starts_at,
    minutes: d.minutes,
    capacity: d.capacity,
    booked,
    seats_left: Math.max(0, d.capacity - booked),
    auction_id: d.auction_id,
    status: d.status,
  };
}

/** One buyer's seat in a slot, as their account lists it. */
export function toAppointment(
  d: ViewingSlotDoc,
  b: ViewingSlotBookingDoc,
  auctionTitle: string | null,
): AppointmentRecord {
  return {
    id: `${d.id}:${b.buyer_id}`,
    slot_id: d.id,
    location: d.location,
    starts_at: d.starts_at,
    minutes: d.minutes,
    purpose: b.purpose,
    auction_id: b.auction_id,
    auction_title: auctionTitle,
    invoice_id: b.invoice_id,
    status: d.status === 'cancelled' ? 'slot-cancelled' : 'booked',
  };
}

const MINUTE = 60_000;
/** Still to come (or under way): a visit that has ended is no longer listed. */
export const notOver = (d: ViewingSlotDoc, nowMs: number): boolean =>
  new Date(d.starts_at).getTime() + d.minutes * MINUTE > nowMs;

export const bySoonest = (a: { starts_at: string }, b: { starts_at: string }): number =>
  a.starts_at.localeCompare(b.starts_at);
