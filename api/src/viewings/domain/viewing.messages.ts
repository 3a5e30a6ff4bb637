import type { RejectionCode } from '@facet/event-schemas';

export const viewingMessages = {
  'viewing.already-booked': () => 'You already have an appointment in this slot',
  'viewing.capacity-below-booked': (p) =>
    `Capacity cannot be below the ${String(p['booked'])} seats already booked`,
  'viewing.forbidden': () => 'You are not allowed to do this',
  'viewing.kyc-required': () => 'Complete your identity check before booking a viewing',
  'viewing.not-booked': () => 'You have no appointment in this slot',
  'viewing.overlap': () => 'You already have an appointment at that time',
  'viewing.slot-cancelled': () => 'This viewing slot was cancelled',
  'viewing.slot-exists': () => 'This viewing slot already exists',
  'viewing.slot-full': () => 'This viewing slot is full',
  'viewing.slot-not-found': () => 'Viewing slot not found',
  'viewing.slot-past': () => 'This viewing slot has already started',
} satisfies Partial<
  Record<RejectionCode, (p: Readonly<Record<string, number | string>>) => string>
>;
