import { z } from 'zod';
import type { RecordsAnswer, SavedIdAnswer } from '../../read-models/answer.model.js';
import type {
  AppointmentAnswer,
  AppointmentsAnswer,
  FreeSlotsAnswer,
  InvoiceAppointmentAnswer,
  ViewingDayEntry,
} from '../../read-models/viewing.model.js';
import {
  commandId,
  id,
  instant,
  integer,
  oneOf,
  optionalField,
  optionalId,
  readText,
  reject,
  text,
} from '../request/fields.js';
import { answer, route } from '../request/route.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (description: string) =>
  optionalField<string | null, string | undefined>(
    'string',
    (v) => {
      const s = readText(v, { max: 10 });
      return s === undefined || DAY.test(s) ? s : reject('Enter a day as YYYY-MM-DD');
    },
    description,
  );

/** Free slots to collect a paid invoice in person (or any viewing), by location and day. */
export const checkAppointments = route({
  path: 'appointment/checkAppointments',
  request: z.strictObject({
    location: text({ max: 120, description: 'Only this viewing room (Antwerp, Dubai...)' }),
    day: day('Only slots starting on this day (YYYY-MM-DD, UTC)'),
  }),
  answer: answer<FreeSlotsAnswer>(),
});

/** Free slots of an auction's viewing days: before it closes, its own or a general slot. */
export const checkAppointmentsForAuction = route({
  path: 'appointment/checkAppointmentsForAuction',
  request: z.strictObject({ auction_id: id('Required!', { description: 'The auction to view' }) }),
  answer: answer<FreeSlotsAnswer>(),
});

/** The caller's appointments, soonest first (past ones left out). */
export const getAppointments = route({
  path: 'appointment/getAppointments',
  request: z.strictObject({}),
  answer: answer<AppointmentsAnswer>(),
});

/** The caller's collection appointment for one of their invoices, or null. */
export const getAppointmentForInvoice = route({
  path: 'appointment/getAppointmentForInvoice',
  request: z.strictObject({ invoice_id: id('Required!', { description: 'The invoice' }) }),
  answer: answer<InvoiceAppointmentAnswer>(),
});

/**
 * Books a slot (for an auction or an invoice), moves an appointment to another slot, or cancels
 * it. Only a buyer whose identity check passed may book; a full slot refuses.
 */
export const updateAppointment = route({
  path: 'appointment/update',
  request: z
    .strictObject({
      action: oneOf(['book', 'reschedule', 'cancel'], {
        description: 'book a slot, reschedule from from_slot_id to slot_id, or cancel slot_id',
      }),
      slot_id: id('Select a slot', { description: 'The slot to book (or cancel)' }),
      from_slot_id: optionalId({ description: 'reschedule: the slot booked now' }),
      auction_id: optionalId({ description: 'book: the auction to view' }),
      invoice_id: optionalId({ description: 'book: the paid invoice to collect' }),
      commandId,
    })
    .superRefine((r, ctx) => {
      if (r.action === 'reschedule' && !r.from_slot_id)
        ctx.addIssue({ code: 'custom', message: 'Required!', path: ['from_slot_id'] });
      if (r.action === 'book' && !r.auction_id === !r.invoice_id)
        ctx.addIssue({
          code: 'custom',
          message: 'Book for an auction or for an invoice',
          path: ['auction_id'],
        });
    }),
  answer: answer<AppointmentAnswer>(),
});

/** The back office: opens a slot, changes its capacity, or cancels it (booked buyers are mailed). */
export const viewingSlotAction = route({
  path: 'appointment/slotAction',
  request: z
    .strictObject({
      action: oneOf(['open', 'capacity', 'cancel'], { description: 'open, capacity or cancel' }),
      id: optionalId({ description: 'capacity/cancel: the slot' }),
      location: text({ max: 120, description: 'open: the viewing room (Antwerp, Dubai...)' }),
      starts_at: instant({ description: 'open: when the slot starts' }),
      minutes: integer({ min: 5, max: 24 * 60, description: 'open: length in minutes' }),
      capacity: integer({ min: 1, max: 1000, description: 'open/capacity: seats' }),
      auction_id: optionalId({ description: 'open: the auction shown (none: a general slot)' }),
      commandId,
    })
    .superRefine((r, ctx) => {
      const need = (k: keyof typeof r, message: string) => {
        if (r[k] === undefined) ctx.addIssue({ code: 'custom', message, path: [k] });
      };
      if (r.action === 'open') {
        need('location', 'Enter Location');
        need('starts_at', 'Enter Start');
        need('minutes', 'Enter Length');
        need('capacity', 'Enter Capacity');
      } else need('id', 'Required!');
      if (r.action === 'capacity') need('capacity', 'Enter Capacity');
    }),
  answer: answer<SavedIdAnswer>(),
});

/** The back office's day list: every slot of the day and who comes, for which auction/invoice. */
export const viewingDayList = route({
  path: 'appointment/dayList',
  request: z.strictObject({ day: day('The day (YYYY-MM-DD, UTC); today when left out') }),
  answer: answer<RecordsAnswer<ViewingDayEntry>>(),
});
