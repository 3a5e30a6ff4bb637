import { isAuctionEvent, type AuctionDetails, type AuctionCard } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';
import { typesOf } from '../runner/event-types.js';
import { auctionEvents } from '@facet/event-schemas';

export interface AuctionCardDoc extends AuctionCard, Doc {}

const details = (d: AuctionDetails) => ({
  title: d.title,
  description: d.description,
  avatar: d.avatar ?? null,
  date_added: d.date_added,
  date_closed: d.date_closed,
  // Only auctions saved with dynamic field values carry them, so older cards read as before.
  ...(d.custom_fields ? { custom_fields: d.custom_fields } : {}),
  // Issue 30: absent unless the tender event gives the seller an approval window.
  ...(d.approval_window_minutes ? { approval_window_minutes: d.approval_window_minutes } : {}),
});

export const auctionCardProjection: Projection<AuctionCardDoc> = {
  name: 'auction-card',
  // v2: sellerId, so the back office can scope a seller to their own auctions.
  version: 2,
  types: typesOf(auctionEvents),
  route: (e) => (isAuctionEvent(e) ? e.data.auctionId : NO_DOCS),
  evolve: (doc, e, id) => {
    if (e.type === 'AuctionCreated') {
      return {
        id,
        ...details(e.data),
        market_status: 'open',
        status: 'active',
        lotIds: [],
        sellerId: e.data.sellerId,
        revision: e.revision,
      };
    }
    if (!doc) return undefined;
    switch (e.type) {
      case 'AuctionEdited': {
        // An edit replaces the auction's details: field values it leaves out are gone.
        const { custom_fields: _gone, approval_window_minutes: _none, ...kept } = doc;
        return { ...kept, ...details(e.data), revision: e.revision };
      }
      case 'AuctionStatusChanged':
        return { ...doc, status: e.data.status, revision: e.revision };
      case 'LotsAddedToAuction':
        return {
          ...doc,
          lotIds: [...new Set([...doc.lotIds, ...e.data.lotIds])],
          revision: e.revision,
        };
      case 'AuctionClosed':
        return { ...doc, market_status: 'closed', revision: e.revision };
      default:
        return doc;
    }
  },
};
