import type { InvoiceHistoryRecord } from '@facet/event-schemas';
import type { InvoiceDoc } from '@facet/projections';
import { centsToDollars as $ } from '../../shared/money/index.js';

/** Who a user id is on the screen: their name, else the id ('system' stays 'system'). */
export type NameOf = (userId: string) => string;

/** Actions that are the buyer's to take: someone else taking them acted for the buyer (SFB). */
const buyersActions = new Set(['raised', 'paid', 'offline-chosen']);

/** The invoice's history as its seller or an admin reads it, oldest first. */
export function invoiceHistory(doc: InvoiceDoc, nameOf: NameOf): InvoiceHistoryRecord[] {
  return (doc.history ?? []).map((h) => ({
    action: h.action,
    acted_by: h.by,
    acted_by_name: nameOf(h.by),
    on_behalf_of:
      buyersActions.has(h.action) && h.by !== doc.buyerId && h.by !== 'system' ? doc.buyerId : null,
    amount: h.amount === undefined ? null : $(h.amount),
    method: h.method ?? null,
    created_at: h.at,
  }));
}
