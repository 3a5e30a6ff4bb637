import { typesWhere } from '../runner/event-types.js';
import { NO_DOCS, type Doc, type Projection, type ProjectedEvent } from '../runner/projection.js';
import {
  asInvoiceEvent,
  evolveInvoiceDoc,
  type InvoiceDoc,
  invoiceIdOf,
} from './invoice.projection.js';

/** The invoices of one party (a buyer, or a seller), newest first, each kept whole. */
export interface PartyInvoicesDoc extends Doc {
  id: string;
  invoices: InvoiceDoc[];
}

type Party = 'buyerId' | 'sellerId';

// Every invoice event names both parties (invoiceParties in event-schemas).
const partyOf = (e: ProjectedEvent, party: Party): string | undefined =>
  asInvoiceEvent(e)?.data[party];

/** One party's list: each invoice event updates that invoice in its buyer's (seller's) list. */
function partyInvoicesProjection(name: string, party: Party): Projection<PartyInvoicesDoc> {
  return {
    name,
    version: 2,
    types: typesWhere(asInvoiceEvent),
    route: (e) => partyOf(e, party) ?? NO_DOCS,
    evolve: (doc, e, id) => {
      const invoiceId = invoiceIdOf(e);
      if (!invoiceId) return undefined;
      const current = doc ?? { id, invoices: [] };
      const at = current.invoices.findIndex((i) => i.id === invoiceId);
      const next = evolveInvoiceDoc(current.invoices[at], e);
      if (!next) return undefined;
      const invoices =
        at < 0
          ? [next, ...current.invoices]
          : current.invoices.map((i, n) => (n === at ? next : i));
      return { id, invoices };
    },
  };
}

/** A buyer's invoices: what `invoice/allinvoices` pages through. */
export const buyerInvoicesProjection = partyInvoicesProjection('buyer-invoices', 'buyerId');

/** A seller's invoices: what `seller/invoice/invoices` pages through for a seller. */
export const sellerInvoicesProjection = partyInvoicesProjection('seller-invoices', 'sellerId');
