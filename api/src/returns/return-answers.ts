import type { ReturnAnswer } from '@facet/event-schemas';
import { centsToDollars as $ } from '../shared/money/index.js';
import type { ReturnRequestState } from './domain/return.decider.js';

/**
 * What a command answers, from the stream it just wrote (the read model may not have folded it
 * yet): the request as it stands. The return invoice's number comes with the refund.
 */
export function returnAnswer(r: ReturnRequestState): ReturnAnswer {
  const { requested, accepted } = r;
  return {
    id: requested.requestId,
    invoice_id: requested.invoiceId,
    invoice_number: requested.invoiceNumber,
    buyer_id: requested.buyerId,
    seller_id: requested.sellerId,
    items: requested.lines.map((l) => ({ project_id: l.lotId, title: l.title, total: $(l.total) })),
    reason: requested.reason,
    status: r.status,
    note: r.decision?.note ?? '',
    created_at: requested.at,
    decided_at: r.decision?.at ?? null,
    refund_total: accepted ? $(accepted.total) : null,
    return_invoice_number: r.returnInvoiceNumber ?? null,
  };
}
