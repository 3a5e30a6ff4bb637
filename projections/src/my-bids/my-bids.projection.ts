import { setOwn } from '@facet/event-schemas';
import { isLotEvent, type MyBidEntry } from '@facet/event-schemas';
import type { Doc, ProjectedEvent, Projection } from '../runner/projection.js';
import { groupedBy, type GroupedLayout } from '../store/grouped/grouped-layout.js';
import { typesWhere } from '../runner/event-types.js';

/** One user's lots bid on; labels are computed at query time from the lot's standing. */
export interface MyBidsDoc extends Doc {
  id: string;
  lots: Record<string, MyBidEntry>;
}

/** Stored per (user, lot) as `<userId>/<lotId>`: a bid rewrites one small entry, not the user's list. */
export interface MyBidEntryDoc extends MyBidEntry, Doc {}

/** A user's own bid, offer or pre-bid: the events an entry is written from. */
type OwnBid = Extract<
  ProjectedEvent,
  {
    type:
      | 'ProxyBidPlaced'
      | 'HardBidPlaced'
      | 'ReverseBidPlaced'
      | 'SealedOfferPlaced'
      | 'PreBidPlaced';
  }
>;

const KIND: Readonly<Record<OwnBid['type'], MyBidEntry['kind']>> = {
  ProxyBidPlaced: 'bid',
  HardBidPlaced: 'bid',
  ReverseBidPlaced: 'bid',
  SealedOfferPlaced: 'sealed',
  PreBidPlaced: 'prebid',
};

const isOwnBid = (e: ProjectedEvent): e is OwnBid => Object.hasOwn(KIND, e.type);

function entryOf(e: OwnBid): MyBidEntryDoc {
  return {
    lotId: e.data.lotId,
    // eslint-disable-next-line no-restricted-syntax -- an own-bid event type (isOwnBid), a closed union
    kind: KIND[e.type],
    last_amount: e.type === 'PreBidPlaced' ? e.data.maximum : e.data.amount,
    bid_at: e.data.at,
    revision: e.revision,
  };
}

const groupOf = (e: ProjectedEvent): string | undefined =>
  isOwnBid(e) ? e.data.userId : undefined;
// Called only for an event `groupOf` took; every lot event names its lot.
const keyOf = (e: ProjectedEvent): string => (isLotEvent(e) ? e.data.lotId : '');

export const myBidsProjection: Projection<MyBidEntryDoc> = {
  // v2: stored as one entry per (user, lot) instead of one growing document per user.
  name: 'my-bids',
  version: 2,
  types: typesWhere(isOwnBid),
  ...groupedBy(groupOf, keyOf),
  evolve: (_doc, e) => (isOwnBid(e) ? entryOf(e) : undefined),
  // The entry keeps the lot stream's revision, so no `$rev` map is needed.
  seen: (doc, e) => doc.revision >= e.revision,
};

export const myBidsLayout: GroupedLayout = {
  materialize: (id, entries): MyBidsDoc => {
    const lots: Record<string, MyBidEntry> = {};
    for (const e of entries as MyBidEntryDoc[]) setOwn(lots, e.lotId, e);
    return { id, lots };
  },
};
