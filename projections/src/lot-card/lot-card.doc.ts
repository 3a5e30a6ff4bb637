import type { IncrementRow, LotCard } from '@facet/event-schemas';
import type { Doc } from '../runner/projection.js';

/** The stored card: the public LotCard plus the public increment table it prices `next_bid` with. */
export interface LotCardDoc extends Omit<LotCard, 'reserve_met'>, Doc {
  has_bids: boolean;
  increments: IncrementRow[];
  defaultIncrement: number;
}
