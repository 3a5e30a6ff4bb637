import { isAuctionTemplateEvent, type AuctionTemplateDetails } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';
import { typesOf } from '../runner/event-types.js';
import { auctionTemplateEvents } from '@facet/event-schemas';

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
  // Only templates saved with dynamic field values carry them, so older docs read as before.
  ...(d.custom_fields ? { custom_fields: d.custom_fields } : {}),
});

export const auctionTemplateProjection: Projection<AuctionTemplateDoc> = {
  name: 'auction-template',
  version: 1,
  types: typesOf(auctionTemplateEvents),
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
      case 'AuctionTemplateEdited': {
        // An edit replaces the template's details: field values it leaves out are gone.
        const { custom_fields: _gone, ...kept } = doc;
        return { ...kept, ...details(e.data), revision: e.revision };
      }
      case 'AuctionTemplateStatusChanged':
        return { ...doc, status: e.data.status, revision: e.revision };
      default:
        return doc;
    }
  },
};
