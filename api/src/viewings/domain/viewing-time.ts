import type { ViewingReminderKind } from '@facet/event-schemas';
import type { ViewingSlotState } from './viewing-slot.state.js';

export interface TimeSpan {
  starts_at: string;
  minutes: number;
}

const MINUTE = 60_000;
const startMs = (s: TimeSpan): number => new Date(s.starts_at).getTime();
const endMs = (s: TimeSpan): number => startMs(s) + s.minutes * MINUTE;

/** Two visits overlap when each starts before the other ends (back to back does not). */
export const overlaps = (a: TimeSpan, b: TimeSpan): boolean =>
  startMs(a) < endMs(b) && startMs(b) < endMs(a);

/** How long before the visit each reminder goes out. */
export const REMINDER_LEAD_MS: Readonly<Record<ViewingReminderKind, number>> = {
  day: 24 * 60 * MINUTE,
  hour: 60 * MINUTE,
};

export interface DueReminder {
  buyerId: string;
  kind: ViewingReminderKind;
  atMs: number;
}

/**
 * VIEW-6: the reminders this slot still owes. One booked after its reminder's time gets none of
 * that kind (a visit booked for this afternoon needs no "tomorrow" mail); none once started.
 */
export function remindersOwed(state: ViewingSlotState): DueReminder[] {
  if (!state.details || state.cancelled) return [];
  const start = startMs(state.details);
  const owed: DueReminder[] = [];
  for (const b of Object.values(state.bookings)) {
    for (const kind of ['day', 'hour'] as const) {
      const atMs = start - REMINDER_LEAD_MS[kind];
      if (b.reminders.includes(kind) || new Date(b.bookedAt).getTime() > atMs) continue;
      owed.push({ buyerId: b.buyerId, kind, atMs });
    }
  }
  return owed;
}
