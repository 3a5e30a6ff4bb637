import type { ProjectedEvent, Doc, Projection } from '../runner/projection.js';
import { NO_DOCS } from '../runner/projection.js';
import { typesWhere } from '../runner/event-types.js';

/** One bidder's standing offer (cents): a new offer replaces their previous one. */
export interface SealedOfferEntry {
  userId: string;
  bidId: string;
  amount: number;
  at: string;
}

/**
 * The offers on one sealed lot, for its seller's award screen only (never served to buyers):
 * open while the window runs, awaiting an award after it, then awarded or rejected.
 */
export interface SealedOffersDoc extends Doc {
  id: string;
  offers: SealedOfferEntry[];
  /** 'awaiting_approval' (issue 30): `winnerId` is provisional until the seller decides. */
  phase: 'open' | 'awaiting_award' | 'awaiting_approval' | 'awarded' | 'rejected';
  winnerId: string | null;
  /** While awaiting approval: when the provisional winner is accepted unless refused. */
  approvalDeadline?: string;
}

type OfferEvent = Extract<
  ProjectedEvent,
  {
    type:
      | 'SealedOfferPlaced'
      | 'SealedTenderOpened'
      | 'SealedOfferWindowEnded'
      | 'SealedOfferAwarded'
      | 'SealedOfferProvisionallyAwarded'
      | 'SealedOffersRejected';
  }
>;

function isOfferEvent(e: ProjectedEvent): e is OfferEvent {
  return (
    e.type === 'SealedOfferPlaced' ||
    e.type === 'SealedTenderOpened' ||
    e.type === 'SealedOfferWindowEnded' ||
    e.type === 'SealedOfferAwarded' ||
    e.type === 'SealedOfferProvisionallyAwarded' ||
    e.type === 'SealedOffersRejected'
  );
}

const empty = (id: string): SealedOffersDoc => ({ id, offers: [], phase: 'open', winnerId: null });

export const sealedOffersProjection: Projection<SealedOffersDoc> = {
  name: 'sealed-offers',
  version: 1,
  types: typesWhere(isOfferEvent),
  route: (e) => (isOfferEvent(e) ? e.data.lotId : NO_DOCS),
  evolve: (doc, e, id) => {
    if (!isOfferEvent(e)) return undefined;
    const d = doc ?? empty(id);
    switch (e.type) {
      case 'SealedOfferPlaced': {
        const { userId, bidId, amount, at } = e.data;
        const others = d.offers.filter((o) => o.userId !== userId);
        return { ...d, offers: [...others, { userId, bidId, amount, at }] };
      }
      // An encrypted tender joins the seller's list only as opened, with its submission time.
      case 'SealedTenderOpened': {
        const { userId, bidId, amount, submittedAt: at } = e.data;
        const others = d.offers.filter((o) => o.userId !== userId);
        return { ...d, offers: [...others, { userId, bidId, amount, at }] };
      }
      case 'SealedOfferWindowEnded':
        return d.phase === 'open' ? { ...d, phase: 'awaiting_award' } : d;
      case 'SealedOfferProvisionallyAwarded': {
        const { userId, approvalDeadline } = e.data;
        return { ...d, phase: 'awaiting_approval', winnerId: userId, approvalDeadline };
      }
      case 'SealedOfferAwarded': {
        const { approvalDeadline: _decided, ...rest } = d;
        return { ...rest, phase: 'awarded', winnerId: e.data.userId };
      }
      case 'SealedOffersRejected': {
        const { approvalDeadline: _decided, ...rest } = d;
        return { ...rest, phase: 'rejected', winnerId: null };
      }
    }
  },
};
