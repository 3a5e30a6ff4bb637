import type { AuctionCard } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

export interface AuctionCardDoc extends AuctionCard, Doc {}

type D = Record<string, unknown>;

export const auctionCardProjection: Projection<AuctionCardDoc> = {
  name: 'auction-card',
  version: 1,
  route: (e) =>
    e.stream.startsWith('auction-') ? (e.data as { auctionId: string }).auctionId : NO_DOCS,
  evolve: (doc, e, id) => {
    const d = e.data as D;
    const details = () => ({
      title: d.title as string,
      description: d.description as string,
      avatar: (d.avatar as string | null) ?? null,
      date_added: d.date_added as string,
      date_closed: d.date_closed as string,
    });
    if (e.type === 'AuctionCreated') {
      return {
        id,
        ...details(),
        market_status: 'open',
        status: 'active',
        lotIds: [],
        revision: e.revision,
      };
    }
    if (!doc) return undefined;
    switch (e.type) {
      case 'AuctionEdited':
        return { ...doc, ...details(), revision: e.revision };
      case 'AuctionStatusChanged':
        return { ...doc, status: d.status as AuctionCard['status'], revision: e.revision };
      case 'LotsAddedToAuction':
        return {
          ...doc,
          lotIds: [...new Set([...doc.lotIds, ...(d.lotIds as string[])])],
          revision: e.revision,
        };
      case 'AuctionClosed':
        return { ...doc, market_status: 'closed', revision: e.revision };
      default:
        return doc;
    }
  },
};
