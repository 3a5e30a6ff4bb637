import { incrementAt, type LotSettings } from '@facet/event-schemas';

/** `inc(p)` of bidding-rules.md: the shared increment lookup the read side prices `next_bid` with. */
export const inc = (price: number, settings: LotSettings): number => incrementAt(settings, price);
