import { isAuctionTemplateEvent, type AuctionTemplateDetails } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

/** A template as stored for listing: its details (money in cents), status and owner. */
export interface AuctionTemplateDoc extends AuctionTemplateDetails, Doc {
  id: string;
  status: 'active' | 'inactive' | 'removed';
  sellerId: string;
  revision: number;
}

const details = (d: AuctionTemplateDetails): AuctionTemplateDetails => ({
  title: d.title,
  description: d.description,
  avatar: d.avatar,
  duration_hours: d.duration_hours,
  lot_defaults: d.lot_defaults,
});

export const auctionTemplateProjection: Projection<AuctionTemplateDoc> = {
  name: 'auction-template',
  version: 1,
  route: (e) => (isAuctionTemplateEvent(e) ? e.data.templateId : NO_DOCS),
  evolve: (doc, e, id) => {
    if (e.type === 'AuctionTemplateCreated') {
      return {
        id,
        ...details(e.data),
        status: 'active',
        sellerId: e.data.sellerId,
        revision: e.revision,
      };
    }
    if (!doc) return undefined;
    switch (e.type) {
      case 'AuctionTemplateEdited':
        return { ...doc, ...details(e.data), revision: e.revision };
      case 'AuctionTemplateStatusChanged':
        return { ...doc, status: e.data.status, revision: e.revision };
      default:
        return doc;
    }
  },
};
