import type { SellerReportType } from '@facet/event-schemas';

/** Each report's columns, in order: the CSV header and the keys of its rows. */
export const REPORT_COLUMNS: Record<SellerReportType, readonly string[]> = {
  sales: ['date', 'invoice', 'lot_id', 'lot', 'buyer', 'qty', 'unit_price', 'total'],
  bids: ['date', 'lot_id', 'lot', 'bidder', 'amount', 'kind', 'retracted'],
  buyers: ['buyer_id', 'buyer', 'invoices', 'items', 'total'],
  invoices: [
    'date',
    'invoice',
    'buyer',
    'items',
    'subtotal',
    'premium',
    'tax',
    'total',
    'paid',
    'balance_due',
    'status',
  ],
  // Issue 25: the payouts made (status paid) and, last, what is still due today (status due);
  // `paid_to` is the seller's bank account each went to, by bank name and last four digits.
  payouts: ['date', 'seller', 'status', 'amount', 'reference', 'paid_to', 'note'],
  // Issue 30, an admin's only: each KP certificate received and the parcel sold under it.
  kimberley: [
    'certificate',
    'origin_country',
    'exporting_authority',
    'received',
    'lot_id',
    'lot',
    'seller',
    'buyer',
    'sale_date',
    'amount',
    'weight',
  ],
};

/** A half-open window of instants `[from, to)`, ISO UTC strings. */
export interface ReportRange {
  from: string;
  to: string;
}

export const inRange = (at: string, r: ReportRange): boolean => at >= r.from && at < r.to;
