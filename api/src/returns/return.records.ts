import type { ReturnInvoiceDetail, ReturnRecord } from '@facet/event-schemas';
import type { ReturnDoc } from '@facet/projections';
import { centsToDollars as $ } from '../shared/money/index.js';

/** A return request at the edge: dollars, the spec's field names. */
export const returnRecord = (doc: ReturnDoc): ReturnRecord => ({
  id: doc.id,
  invoice_id: doc.invoiceId,
  invoice_number: doc.invoiceNumber,
  buyer_id: doc.buyerId,
  seller_id: doc.sellerId,
  items: doc.lines.map((l) => ({ project_id: l.lotId, title: l.title, total: $(l.total) })),
  reason: doc.reason,
  status: doc.status,
  note: doc.note,
  created_at: doc.at,
  decided_at: doc.decidedAt,
  refund_total: doc.figures ? $(doc.figures.total) : null,
  return_invoice_number: doc.returnInvoiceNumber,
});

/** A credit note gives money back: every figure shown negative (never -0). */
const minus = (cents: number): number => (cents === 0 ? 0 : -$(cents));

/** The return invoice of an accepted request; its figures negative, its refund's route positive. */
export function returnInvoiceDetail(doc: ReturnDoc): ReturnInvoiceDetail | null {
  const f = doc.figures;
  if (!f) return null;
  const toCard = f.toCard.reduce((sum, p) => sum + p.amount, 0);
  return {
    id: doc.id,
    number: doc.returnInvoiceNumber,
    invoice_id: doc.invoiceId,
    invoice_number: doc.invoiceNumber,
    buyer_id: doc.buyerId,
    seller_id: doc.sellerId,
    invoiceItems: doc.lines.map((l) => ({
      project_id: l.lotId,
      title: l.title,
      total: minus(l.total),
    })),
    subtotal: minus(f.items),
    buyers_premium: minus(f.buyersPremium),
    tax: minus(f.tax),
    total: minus(f.total),
    refund: { to_wallet: $(f.toWallet), to_card: $(toCard) },
    status: doc.status,
    note: doc.note,
    created_at: doc.refundedAt ?? doc.decidedAt ?? doc.at,
  };
}
