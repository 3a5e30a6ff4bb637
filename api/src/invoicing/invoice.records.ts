import type {
  InvoiceDetail,
  InvoiceFilter,
  InvoiceStatus,
  InvoiceSummary,
} from '@facet/event-schemas';
import { WDC_WARRANTY_STATEMENT } from '@facet/event-schemas';
import type { InvoiceDoc } from '@facet/projections';
import { centsToDollars as $ } from '../shared/money/index.js';

/** An invoice read model at the edge: dollars, carats, the spec's field names. */
export const invoiceDetail = (doc: InvoiceDoc): InvoiceDetail => ({
  id: doc.id,
  number: doc.number,
  buyer_id: doc.buyerId,
  seller_id: doc.sellerId,
  ...(doc.billTo
    ? {
        bill_to: {
          company_id: doc.billTo.companyId,
          name: doc.billTo.name,
          registration_number: doc.billTo.registrationNumber,
          country: doc.billTo.country,
        },
      }
    : {}),
  invoiceItems: doc.items.map((i) => ({
    project_id: i.lotId,
    title: i.title,
    qty: i.qty,
    pricing: i.pricing,
    unit_price: $(i.unitPrice),
    weight: i.weight / 100,
    total: $(i.total),
    ...(i.kpCertificate ? { kp_certificate: i.kpCertificate } : {}),
  })),
  subtotal: $(doc.subtotal),
  buyers_premium: $(doc.buyersPremium),
  tax: $(doc.tax),
  ...(doc.shipping
    ? {
        shipping: {
          quote_id: doc.shipping.quoteId,
          carrier: doc.shipping.carrier,
          service: doc.shipping.service,
          price: $(doc.shipping.amount),
          days: doc.shipping.days,
          country: doc.shipping.country,
        },
      }
    : {}),
  total: $(doc.total),
  deposit_applied: $(doc.depositApplied),
  allTransactions: doc.payments.map((p) => ({
    id: p.key,
    method: p.method,
    amount: $(p.amount),
    reference: p.reference,
    sandbox: p.sandbox,
    recorded_by: p.recordedBy,
    created_at: p.at,
  })),
  paid: $(doc.paid),
  balance_due: $(doc.balanceDue),
  status: doc.status,
  source: doc.source,
  shipping_address: doc.shipTo
    ? { ...doc.shipTo.address, validated_by: doc.shipTo.validatedBy }
    : null,
  created_at: doc.at,
  // Rough is sold under the System of Warranties: its invoice carries the statement.
  ...(doc.items.some((i) => i.kpCertificate) ? { warranty_statement: WDC_WARRANTY_STATEMENT } : {}),
});

export const invoiceSummary = (doc: InvoiceDoc): InvoiceSummary => ({
  id: doc.id,
  number: doc.number,
  // The first item names the invoice in a list (a close raises one item).
  title: doc.items[0]?.title ?? '',
  project_id: doc.items[0]?.lotId ?? '',
  total: $(doc.total),
  balance_due: $(doc.balanceDue),
  status: doc.status,
  created_at: doc.at,
});

/** The status each list filter (/invoices/:action, seller/invoice/invoices) shows; all: any. */
export const statusOfFilter: Record<InvoiceFilter, InvoiceStatus | null> = {
  all: null,
  unpaid: 'unpaid',
  partial: 'partly paid',
  paid: 'paid',
  awaiting: 'awaiting offline payment',
  cancelled: 'cancelled',
  refunded: 'refunded',
};
