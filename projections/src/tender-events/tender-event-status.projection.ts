import { NO_DOCS, type Doc, type Projection, type ProjectedEvent } from '../runner/projection.js';

/**
 * Issue 30: where an encrypted tender event stands, for its key holders' list. Counts and names
 * only: no share, no key, no amount ever reaches this document (the opening's amounts stay in
 * the published opening, read from the event's own stream).
 */
export interface TenderEventStatusDoc extends Doc {
  /** The auction set up as the tender event. */
  id: string;
  holders: string[];
  threshold: number;
  lotCount: number;
  /** The holders who presented their share, never the share itself. */
  presentedBy: string[];
  opened: boolean;
  revision: number;
}

const auctionOf = (e: ProjectedEvent): string | undefined => {
  switch (e.type) {
    case 'TenderKeyPublished':
    case 'TenderShareCommitted':
    case 'TenderSharePresented':
    case 'TenderOpened':
      return e.data.auctionId;
    default:
      return undefined;
  }
};

export const tenderEventStatusProjection: Projection<TenderEventStatusDoc> = {
  name: 'tender-event-status',
  version: 1,
  types: ['TenderKeyPublished', 'TenderShareCommitted', 'TenderSharePresented', 'TenderOpened'],
  route: (e) => auctionOf(e) ?? NO_DOCS,
  evolve: (doc, e, id) => {
    if (e.type === 'TenderKeyPublished') {
      const { holders, threshold, lotIds } = e.data;
      return {
        id,
        holders,
        threshold,
        lotCount: lotIds.length,
        presentedBy: [],
        opened: false,
        revision: e.revision,
      };
    }
    if (!doc) return undefined;
    switch (e.type) {
      case 'TenderSharePresented':
        return doc.presentedBy.includes(e.data.holderId)
          ? doc
          : { ...doc, presentedBy: [...doc.presentedBy, e.data.holderId], revision: e.revision };
      case 'TenderOpened':
        return { ...doc, opened: true, revision: e.revision };
      default:
        return doc;
    }
  },
};
