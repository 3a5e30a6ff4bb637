import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import type { EventsOf } from '../lots/index.js';
import { cents, id, instant } from '../primitives.js';

/**
 * Timed bids (`ttwbid/*`): a bid the server places for a buyer at a time they chose
 * (`at_time`), or a maximum that starts working when the lot opens (`future_proxy`). Each timed
 * bid is its own stream, `ttwbid-<id>`; the lot never sees it until the server places it.
 */
export const timedBidKinds = ['at_time', 'future_proxy'] as const;
export type TimedBidKind = (typeof timedBidKinds)[number];

export const TimedBidScheduled = defineEvent(
  'TimedBidScheduled',
  1,
  z.object({
    timedBidId: id,
    lotId: id,
    userId: id,
    kind: z.enum(timedBidKinds),
    /** The bid, or the maximum when the lot takes proxy bids (cents, per carat on such lots). */
    amount: cents.positive(),
    /** The absolute instant the server places it (a soft close does not move it). */
    fireAt: instant,
    at: instant,
  }),
);

/** The owner changed the amount or the time before it came. */
export const TimedBidChanged = defineEvent(
  'TimedBidChanged',
  1,
  z.object({ timedBidId: id, amount: cents.positive(), fireAt: instant, at: instant }),
);

/** Withdrawn before its time, by its owner or by the back office (`byRole`). */
export const TimedBidCancelled = defineEvent(
  'TimedBidCancelled',
  1,
  z.object({
    timedBidId: id,
    by: id,
    byRole: z.enum(['buyer', 'seller', 'admin', 'auditor']),
    reason: z.string().max(500),
    at: instant,
  }),
);

/** The server placed it on the lot: `bidId` is the lot's bid (its command id is the timed bid's). */
export const TimedBidPlaced = defineEvent(
  'TimedBidPlaced',
  1,
  z.object({
    timedBidId: id,
    lotId: id,
    userId: id,
    bidId: id,
    /** The lot's price after the bid, and whether the owner leads. */
    wprice: cents.nonnegative(),
    leading: z.boolean(),
    at: instant,
  }),
);

/** It can no longer win (or the lot refused it at its time): `reason` is a stable code. */
export const TimedBidFailed = defineEvent(
  'TimedBidFailed',
  1,
  z.object({
    timedBidId: id,
    lotId: id,
    userId: id,
    reason: z.string().min(1).max(80),
    /** The English sentence mailed to the owner. */
    message: z.string().max(500),
    at: instant,
  }),
);

export const timedBidEvents = [
  TimedBidScheduled,
  TimedBidChanged,
  TimedBidCancelled,
  TimedBidPlaced,
  TimedBidFailed,
] as const;

export type TimedBidEvent = EventsOf<(typeof timedBidEvents)[number]>;

export const timedBidStream = (timedBidId: string): string => `ttwbid-${timedBidId}`;
export const TIMED_BID_STREAM_PREFIX = 'ttwbid-';
