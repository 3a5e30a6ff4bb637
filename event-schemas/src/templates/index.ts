import type { z } from 'zod';
import type { EventsOf } from '../lots/index.js';
import {
  AuctionTemplateCreated,
  AuctionTemplateEdited,
  AuctionTemplateStatusChanged,
  auctionTemplateDetails,
  templateLotDefaults,
} from './auction-template.events.js';

export * from './auction-template.events.js';

export const auctionTemplateEvents = [
  AuctionTemplateCreated,
  AuctionTemplateEdited,
  AuctionTemplateStatusChanged,
] as const;

export type AuctionTemplateEvent = EventsOf<(typeof auctionTemplateEvents)[number]>;
export type AuctionTemplateDetails = z.infer<typeof auctionTemplateDetails>;
export type TemplateLotDefaults = z.infer<typeof templateLotDefaults>;

export const auctionTemplateStream = (templateId: string): string => `template-${templateId}`;

/** Whether an event was recorded on an auction template stream. */
export const isAuctionTemplateEvent = <E extends { type: string; stream: string }>(
  e: E,
): e is Extract<E, { type: AuctionTemplateEvent['type'] }> => e.stream.startsWith('template-');
