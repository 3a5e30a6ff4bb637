import type { z } from 'zod';
import type { EventDefinition, EventOf } from '../define-event.js';
import {
  AutomaticBidPlaced,
  BidDepositRecorded,
  BidRetracted,
  HardBidPlaced,
  LeaderMaximumChanged,
  PreBidPlaced,
  ProxyBidPlaced,
  ReverseBidPlaced,
} from './lot-bidding.events.js';
import { BuyNowCheckedOut, BuyNowHeld, BuyNowHoldReleased } from './lot-buy-now.events.js';
import { LotCreatedV1 } from './lot-created.v1.js';
import {
  incrementRow,
  lotAttachment,
  lotDetails,
  lotSettingsSnapshot,
} from './lot-shared.schemas.js';
import {
  LotClosingExtended,
  LotCreated,
  LotEdited,
  LotOpened,
  LotSettingsApplied,
  LotSold,
  LotStatusChanged,
  LotUnsold,
} from './lot-lifecycle.events.js';
import {
  SealedOfferAwarded,
  SealedOfferApprovalDecided,
  SealedOfferAwardRequested,
  SealedOfferPassedOver,
  SealedOfferPlaced,
  SealedOfferProvisionallyAwarded,
  SealedOffersRejected,
  SealedOfferWindowEnded,
} from './lot-offers.events.js';
import {
  LotTenderEncrypted,
  SealedTenderAwaitingOpening,
  SealedTenderOpened,
  SealedTenderSubmitted,
  SealedTenderWithdrawn,
} from './lot-tenders.events.js';

export * from './lot-shared.schemas.js';
export * from './lot-lifecycle.events.js';
export * from './lot-bidding.events.js';
export * from './lot-offers.events.js';
export * from './lot-tenders.events.js';
export * from './lot-buy-now.events.js';
export { LotCreatedV1 } from './lot-created.v1.js';
export * from './kimberley-process.js';

/** Every current lot event definition, for `EventRegistry.register(...lotEvents)`. */
export const lotEvents = [
  LotCreated,
  LotEdited,
  LotStatusChanged,
  LotSettingsApplied,
  LotOpened,
  LotClosingExtended,
  LotSold,
  LotUnsold,
  BidDepositRecorded,
  PreBidPlaced,
  ProxyBidPlaced,
  HardBidPlaced,
  AutomaticBidPlaced,
  LeaderMaximumChanged,
  ReverseBidPlaced,
  BidRetracted,
  SealedOfferPlaced,
  SealedOfferWindowEnded,
  SealedOfferAwardRequested,
  SealedOfferPassedOver,
  SealedOfferAwarded,
  SealedOffersRejected,
  LotTenderEncrypted,
  SealedTenderSubmitted,
  SealedTenderWithdrawn,
  SealedTenderAwaitingOpening,
  SealedTenderOpened,
  SealedOfferProvisionallyAwarded,
  SealedOfferApprovalDecided,
  BuyNowHeld,
  BuyNowCheckedOut,
  BuyNowHoldReleased,
] as const;

/** Frozen older lot event versions with their upcasters. */
export const lotLegacyEvents = [LotCreatedV1] as const;

/** Distributes `EventOf` over a union of definitions. */
export type EventsOf<D> = D extends EventDefinition ? EventOf<D> : never;

export type LotEvent = EventsOf<(typeof lotEvents)[number]>;
export type LotEventType = LotEvent['type'];
export type LotSettings = z.infer<typeof lotSettingsSnapshot>;
export type LotDetails = z.infer<typeof lotDetails>;
export type IncrementRow = z.infer<typeof incrementRow>;
export type LotAttachment = z.infer<typeof lotAttachment>;

export const lotStream = (lotId: string): string => `lot-${lotId}`;

/**
 * Whether an event was recorded on a lot stream, and so is a lot event: only the lot decider
 * appends there. The same prefix test the projections always routed by: no added work per event.
 */
export const isLotEvent = <E extends { type: string; stream: string }>(
  e: E,
): e is Extract<E, { type: LotEventType }> => e.stream.startsWith('lot-');
