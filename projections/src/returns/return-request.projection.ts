import type {
  EventData,
  ReturnAccepted,
  ReturnRequested,
  ReturnStatus,
} from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection, type ProjectedEvent } from '../runner/projection.js';
import { typesWhere } from '../runner/event-types.js';

type Requested = EventData<typeof ReturnRequested>;
type Accepted = EventData<typeof ReturnAccepted>;

/** One return request as its screens show it; money in cents. */
export interface ReturnDoc extends Doc, Omit<Requested, 'requestId'> {
  id: string;
  status: ReturnStatus;
  note: string;
  decidedBy: string | null;
  decidedAt: string | null;
  /** The credit note's figures and the refund's route, once accepted. */
  figures: Omit<Accepted, keyof Requested | 'note' | 'decidedBy' | 'requestId'> | null;
  returnInvoiceNumber: number | null;
  refundedAt: string | null;
}

type ReturnOnly = Extract<
  ProjectedEvent,
  { type: 'ReturnRequested' | 'ReturnAccepted' | 'ReturnRefused' | 'ReturnRefunded' }
>;

export const asReturnEvent = (e: ProjectedEvent): ReturnOnly | undefined =>
  e.type === 'ReturnRequested' ||
  e.type === 'ReturnAccepted' ||
  e.type === 'ReturnRefused' ||
  e.type === 'ReturnRefunded'
    ? e
    : undefined;

/** One request's document after `e`; undefined when `e` does not change it. */
export function evolveReturnDoc(
  doc: ReturnDoc | undefined,
  e: ProjectedEvent,
): ReturnDoc | undefined {
  const r = asReturnEvent(e);
  if (!r) return undefined;
  if (r.type === 'ReturnRequested') {
    if (doc) return undefined;
    const { requestId, ...data } = r.data;
    return {
      ...data,
      id: requestId,
      status: 'open',
      note: '',
      decidedBy: null,
      decidedAt: null,
      figures: null,
      returnInvoiceNumber: null,
      refundedAt: null,
    };
  }
  if (!doc) return undefined;
  switch (r.type) {
    case 'ReturnAccepted': {
      const { items, buyersPremium, tax, total, houseFee, toWallet, toCard, at } = r.data;
      const figures = { items, buyersPremium, tax, total, houseFee, toWallet, toCard };
      const decided = { note: r.data.note, decidedBy: r.data.decidedBy, decidedAt: at };
      return { ...doc, status: 'accepted', ...decided, figures };
    }
    case 'ReturnRefused':
      return {
        ...doc,
        status: 'refused',
        note: r.data.note,
        decidedBy: r.data.decidedBy,
        decidedAt: r.data.at,
      };
    case 'ReturnRefunded':
      return {
        ...doc,
        status: 'refunded',
        returnInvoiceNumber: r.data.returnInvoiceNumber,
        refundedAt: r.data.at,
      };
  }
}

/** Every return request by its id: `invoice/returninvoice` and the back office read it. */
export const returnRequestProjection: Projection<ReturnDoc> = {
  name: 'return-request',
  version: 1,
  types: typesWhere(asReturnEvent),
  route: (e) => asReturnEvent(e)?.data.requestId ?? NO_DOCS,
  evolve: (doc, e) => evolveReturnDoc(doc, e),
};

/** The return requests of one party (buyer or seller), newest first, each kept whole. */
export interface PartyReturnsDoc extends Doc {
  id: string;
  returns: ReturnDoc[];
}

function partyReturnsProjection(
  name: string,
  party: 'buyerId' | 'sellerId',
): Projection<PartyReturnsDoc> {
  return {
    name,
    version: 1,
    types: typesWhere(asReturnEvent),
    route: (e) => asReturnEvent(e)?.data[party] ?? NO_DOCS,
    evolve: (doc, e, id) => {
      const requestId = asReturnEvent(e)?.data.requestId;
      if (!requestId) return undefined;
      const current = doc ?? { id, returns: [] };
      const at = current.returns.findIndex((r) => r.id === requestId);
      const next = evolveReturnDoc(current.returns[at], e);
      if (!next) return undefined;
      const returns =
        at < 0 ? [next, ...current.returns] : current.returns.map((r, n) => (n === at ? next : r));
      return { id, returns };
    },
  };
}

/** A buyer's returns: what `product/allreturns` pages through. */
export const buyerReturnsProjection = partyReturnsProjection('buyer-returns', 'buyerId');
/** A seller's returns: the back office's list for a seller. */
export const sellerReturnsProjection = partyReturnsProjection('seller-returns', 'sellerId');
