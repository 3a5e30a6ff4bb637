import type { InvoiceDetail, InvoiceSummary } from '@facet/event-schemas';
import type { BuyerInvoiceRow, InvoiceDoc } from '@facet/projections';
import { centsToDollars as $ } from '../../shared/money/index.js';

/** An invoice read model at the edge: dollars, carats, the spec's field names. */
export const invoiceDetail = (doc: InvoiceDoc): InvoiceDetail => ({
  id: doc.id,
  number: doc.number,
  buyer_id: doc.buyerId,
  seller_id: doc.sellerId,
  invoiceItems: doc.items.map((i) => ({
    project_id: i.lotId,
    title: i.title,
    qty: i.qty,
    pricing: i.pricing,
    unit_price: $(i.unitPrice),
    weight: i.weight / 100,
    total: $(i.total),
  })),
  subtotal: $(doc.subtotal),
  buyers_premium: $(doc.buyersPremium),
  total: $(doc.total),
  deposit_applied: $(doc.depositApplied),
  paid: $(doc.paid),
  balance_due: $(doc.balanceDue),
  status: doc.status,
  created_at: doc.at,
});

export const invoiceSummary = (row: BuyerInvoiceRow): InvoiceSummary => ({
  id: row.id,
  number: row.number,
  title: row.title,
  project_id: row.lotId,
  total: $(row.total),
  balance_due: $(row.balanceDue),
  status: row.status,
  created_at: row.at,
});
