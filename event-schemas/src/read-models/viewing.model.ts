import type { ViewingPurpose } from '../viewings/index.js';

/** A viewing slot as a buyer picks it: where, when, how long and how many seats are left. */
export interface ViewingSlotRecord {
  id: string;
  location: string;
  starts_at: string;
  minutes: number;
  capacity: number;
  booked: number;
  seats_left: number;
  auction_id: string | null;
  status: 'open' | 'cancelled';
}

/** One buyer's appointment: the slot they booked and what for. */
export interface AppointmentRecord {
  id: string;
  slot_id: string;
  location: string;
  starts_at: string;
  minutes: number;
  purpose: ViewingPurpose;
  auction_id: string | null;
  auction_title: string | null;
  invoice_id: string | null;
  status: 'booked' | 'slot-cancelled';
}

/** Who comes when on one day, for the back office's day list. */
export interface ViewingDayEntry {
  slot: ViewingSlotRecord;
  visitors: {
    buyer_id: string;
    name: string;
    email: string;
    purpose: ViewingPurpose;
    auction_id: string | null;
    auction_title: string | null;
    invoice_id: string | null;
  }[];
}

/** The free slots a buyer may book, and whether their identity check lets them. */
export interface FreeSlotsAnswer {
  records: ViewingSlotRecord[];
  /** False until the buyer's identity check (KYC) came back clear: booking is refused. */
  kyc_passed: boolean;
}

/** The buyer's appointments (`totalRecords` an array, as the spec's user list reads its length). */
export interface AppointmentsAnswer {
  records: AppointmentRecord[];
  totalRecords: AppointmentRecord[];
}

export interface AppointmentAnswer {
  record: AppointmentRecord | null;
}

/** The caller's collection appointment for an invoice, and whether it may be collected (paid). */
export interface InvoiceAppointmentAnswer extends AppointmentAnswer {
  collectable: boolean;
}
