import type {
  BidAnswer,
  BuyerLabel,
  IncrementRow,
  LotEvent,
  LotSearchRecord,
  RecordedMarketplaceEvent,
} from '@facet/event-schemas';
import type { LotCardDoc, LotStandingDoc } from '@facet/projections/folds';

/** An event of the replayed timeline, upcast to its current version, in global log order. */
export type ReplayEvent = RecordedMarketplaceEvent;

/**
 * What the replay reads of the lot aggregate's own state (the write model's facts no read model
 * holds: every maximum, the leader's tie priority). `LotState` of `lots/domain` has this shape.
 */
export interface LotFacts {
  lotId: string;
  details: {
    title: string;
    auctiontype: 'standard' | 'reverse' | 'sealed';
    sprice: number;
    rprice: number;
  };
  settings: { increments: IncrementRow[]; defaultIncrement: number };
  wprice: number;
  dateClosed: string;
  leader: { userId: string; maximum: number } | null;
  maxima: Record<string, number>;
  offers: Record<string, { amount: number }>;
  preBids: readonly { userId: string; amount: number }[];
}

/**
 * The live code the replay folds with, handed in so this domain owns no second copy of any rule:
 * the lot aggregate's evolve, the card mapper `product/search` serves, the bid answer's mapper.
 * (Method syntax on purpose: `LotState` functions fit where `LotFacts` ones are asked.)
 */
export interface ReplayPorts {
  initialLot(): LotFacts;
  evolveLot(state: LotFacts, event: LotEvent): LotFacts;
  searchRecord(card: LotCardDoc, standing: LotStandingDoc | undefined, at: string): LotSearchRecord;
  answer(lotId: string, state: LotFacts, revision: number, userId: string): BidAnswer;
  /** The buyer's label as the aggregate gives it (the bid answer's). */
  buyerLabel(state: LotFacts, userId: string): BuyerLabel | null;
}
