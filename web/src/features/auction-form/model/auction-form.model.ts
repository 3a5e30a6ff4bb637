import type {
  AuctionTemplateRecord,
  DynamicFieldRecord,
  SellerAuctionRecord,
  RouteBody,
} from '@facet/event-schemas';
import { customFieldsBody } from '@/components/custom-fields/custom-field.rules';
import { withinPickerYears } from '@/lib/picker-range';

/** What the auction form edits; dates as the date-time inputs hold them (local, to the minute). */
export interface AuctionFormValues {
  title: string;
  description: string;
  avatar: string | null;
  date_added: string;
  date_closed: string;
  /** The admin's dynamic auction fields (view_page 2) by field id. */
  custom_fields: Record<string, string>;
  /** Issue 30: the seller's approval window on sealed tenders, whole minutes; '' for none. */
  approval_window_minutes: string;
}

/** i18n keys of the form's messages (spec 5: 'Required'; date pickers 1900 to 2100). */
export type AuctionFormError = 'form.required' | 'form.dateRange' | 'form.endAfterStart';

export { MAX_YEAR, MIN_YEAR } from '@/lib/picker-range';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the reader's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value back to the UTC instant the api takes; null when not a date. */
export function fromLocalInput(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

function dateError(local: string): AuctionFormError | null {
  if (!local.trim()) return 'form.required';
  const iso = fromLocalInput(local);
  if (iso === null || !withinPickerYears(local)) return 'form.dateRange';
  return null;
}

/** The form's rules, field by field; an empty object when the auction may be sent. */
export function validateAuction(
  v: AuctionFormValues,
): Partial<Record<keyof AuctionFormValues, AuctionFormError>> {
  const errors: Partial<Record<keyof AuctionFormValues, AuctionFormError>> = {};
  if (!v.title.trim()) errors.title = 'form.required';
  const start = dateError(v.date_added);
  const end = dateError(v.date_closed);
  if (start) errors.date_added = start;
  if (end) errors.date_closed = end;
  if (
    !start &&
    !end &&
    (fromLocalInput(v.date_closed) ?? '') <= (fromLocalInput(v.date_added) ?? '')
  )
    errors.date_closed = 'form.endAfterStart';
  return errors;
}

export const emptyAuction = (): AuctionFormValues => ({
  title: '',
  description: '',
  avatar: null,
  date_added: '',
  date_closed: '',
  custom_fields: {},
  approval_window_minutes: '',
});

/** A saved auction in the form. */
export const fromAuction = (a: SellerAuctionRecord): AuctionFormValues => ({
  title: a.title,
  description: a.description,
  avatar: a.avatar,
  date_added: toLocalInput(a.date_added),
  date_closed: toLocalInput(a.date_closed),
  custom_fields: { ...(a.custom_fields ?? {}) },
  approval_window_minutes: a.approval_window_minutes ? String(a.approval_window_minutes) : '',
});

const HOUR_MS = 3_600_000;

/**
 * A new auction from a template: its title, description and image; it starts at the next whole
 * hour after `nowMs` and runs for the template's default duration.
 */
export function fromTemplate(t: AuctionTemplateRecord, nowMs: number): AuctionFormValues {
  const start = Math.ceil(nowMs / HOUR_MS) * HOUR_MS;
  return {
    title: t.title,
    description: t.description,
    avatar: t.avatar,
    date_added: toLocalInput(new Date(start).toISOString()),
    date_closed: toLocalInput(new Date(start + t.duration_hours * HOUR_MS).toISOString()),
    // A template's own fields (view_page 4) are not the auction's.
    custom_fields: {},
    approval_window_minutes: '',
  };
}

/**
 * The body of `seller/auction/auctionAction` for a new auction or an edit of `id`, with a value
 * for each of the admin's active auction `fields`.
 */
export function toAuctionAction(
  v: AuctionFormValues,
  id: string | null,
  fields: readonly DynamicFieldRecord[] = [],
): RouteBody<'seller/auction/auctionAction'> {
  return {
    action: id ? 'edit' : 'new',
    ...(id ? { id } : {}),
    title: v.title.trim(),
    description: v.description,
    avatar: v.avatar ?? '',
    // The form checks both dates first; a blank one would be the server's 'Required!'.
    date_added: fromLocalInput(v.date_added) ?? '',
    date_closed: fromLocalInput(v.date_closed) ?? '',
    custom_fields: customFieldsBody(fields, v.custom_fields),
    // Blank: no approval window (the server checks the range and says so on the field).
    ...(v.approval_window_minutes.trim()
      ? { approval_window_minutes: v.approval_window_minutes.trim() }
      : {}),
  };
}
