import type { z } from 'zod';
import type { EventsOf } from '../lots/index.js';
import {
  ViewingBooked,
  ViewingCancelled,
  ViewingReminderSent,
  ViewingSlotCancelled,
  ViewingSlotCapacityChanged,
  ViewingSlotOpened,
  viewingPurpose,
  viewingReminderKind,
  viewingSlotDetails,
} from './viewing-slot.events.js';

export * from './viewing-slot.events.js';

export const viewingSlotEvents = [
  ViewingSlotOpened,
  ViewingSlotCapacityChanged,
  ViewingSlotCancelled,
  ViewingBooked,
  ViewingCancelled,
  ViewingReminderSent,
] as const;

export type ViewingSlotEvent = EventsOf<(typeof viewingSlotEvents)[number]>;
export type ViewingSlotDetails = z.infer<typeof viewingSlotDetails>;
export type ViewingPurpose = z.infer<typeof viewingPurpose>;
export type ViewingReminderKind = z.infer<typeof viewingReminderKind>;

export const viewingSlotStream = (slotId: string): string => `viewing-slot-${slotId}`;

/** Whether an event was recorded on a viewing slot's stream. */
export const isViewingSlotEvent = <E extends { type: string; stream: string }>(
  e: E,
): e is Extract<E, { type: ViewingSlotEvent['type'] }> => e.stream.startsWith('viewing-slot-');
