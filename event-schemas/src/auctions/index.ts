import type { z } from 'zod';
import type { EventsOf } from '../lots/index.js';
import {
  AuctionClosed,
  AuctionCreated,
  AuctionEdited,
  AuctionStatusChanged,
  auctionDetails,
  LotsAddedToAuction,
} from './auction.events.js';

export * from './auction.events.js';

export const auctionEvents = [
  AuctionCreated,
  AuctionEdited,
  AuctionStatusChanged,
  LotsAddedToAuction,
  AuctionClosed,
] as const;

export type AuctionEvent = EventsOf<(typeof auctionEvents)[number]>;
export type AuctionDetails = z.infer<typeof auctionDetails>;

export const auctionStream = (auctionId: string): string => `auction-${auctionId}`;

/** Whether an event was recorded on an auction stream, and so is an auction event. */
export const isAuctionEvent = <E extends { type: string; stream: string }>(
  e: E,
): e is Extract<E, { type: AuctionEvent['type'] }> => e.stream.startsWith('auction-');
