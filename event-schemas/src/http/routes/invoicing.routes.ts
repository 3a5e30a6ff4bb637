import { z } from 'zod';
import type { InvoiceDetail, InvoiceList } from '../../read-models/invoice.model.js';
import type {
  InvoiceActionAnswer,
  InvoiceNoteRecord,
  PurchaseList,
  SellerInvoiceDetail,
  SellerInvoiceList,
  TransactionList,
} from '../../read-models/invoice-actions.model.js';
import {
  commandId,
  lenientPaging,
  oneOf,
  oneOfOr,
  optionalField,
  paging,
  requiredText,
  text,
} from '../request/fields.js';
import { alias, answer, route } from '../request/route.js';

/** The invoice lists' filters (/invoices/:action, seller/invoice/invoices): all, or one status. */
export const invoiceFilters = [
  'all',
  'unpaid',
  'partial',
  'paid',
  'awaiting',
  'cancelled',
  'refunded',
] as const;
export type InvoiceFilter = (typeof invoiceFilters)[number];

const invoiceFilter = oneOfOr(invoiceFilters, 'all', {
  description: "The list to show (the screen's tab): all (default) or one status",
});

/** `{ id }`: the invoice shown or acted on. */
const invoiceId = requiredText('Invoice id required', {
  max: 200,
  description: 'Required: the invoice id',
});

/** One invoice: `{ id }`. */
export const invoiceRequest = z.strictObject({ id: invoiceId });

/** One invoice, for its buyer, its seller or an admin; anyone else is refused (403). */
export const getInvoice = route({
  path: 'invoice/invoice',
  request: invoiceRequest,
  answer: answer<InvoiceDetail>(),
});

/** The spec names the same call under `product/`. */
export const getProductInvoice = alias(getInvoice, 'product/invoice');

/** The caller's invoices as a buyer, newest first, filtered by the screen's tab. */
export const listInvoices = route({
  path: 'invoice/allinvoices',
  request: z.strictObject({ action: invoiceFilter, ...lenientPaging }),
  answer: answer<InvoiceList>(),
});

export const listProductInvoices = alias(listInvoices, 'product/allinvoices');

/** The spec's checked `limit` and `page`, in the order the lists read them (limit's error first). */
const checkedPaging = (defaultLimit?: number) => {
  const { limit, page } = paging(defaultLimit);
  return { limit, page };
};

/** The caller's payments across their invoices, newest first. */
export const listTransactions = route({
  path: 'invoice/alltransactions',
  request: z.strictObject(checkedPaging()),
  answer: answer<TransactionList>(),
});

/** The invoice as a printable PDF, for its buyer, its seller or an admin. */
export const downloadInvoicePdf = route({
  path: 'invoice/pdf',
  request: invoiceRequest,
  // The answer is the file itself (application/pdf), not an envelope: no `apiCall`.
  answer: answer<never>(),
});

/** /purchases/:type: the lots the buyer won and the items they bought, as their lots' cards. */
export const listPurchases = route({
  path: 'invoice/purchases',
  request: z.strictObject({
    type: oneOfOr(['all', 'won', 'bought'], 'all', { description: 'all (default), won or bought' }),
    ...checkedPaging(12),
  }),
  answer: answer<PurchaseList>(),
});

/** A seller's invoices (the lots they sold) and, for an admin, every invoice. */
export const listSellerInvoices = route({
  path: 'seller/invoice/invoices',
  request: z.strictObject({
    action: invoiceFilter,
    ...checkedPaging(),
    user_id: optionalField<string | null, string | undefined>(
      'string',
      (v) => (typeof v === 'string' && v ? v : undefined),
      "Only this buyer's invoices; anything but a non-empty text is no filter",
    ),
  }),
  answer: answer<SellerInvoiceList>(),
});

/** One invoice with its buyer, their address and its seller, for its seller or an admin. */
export const getSellerInvoice = route({
  path: 'seller/user/invoice/invoice',
  request: invoiceRequest,
  answer: answer<SellerInvoiceDetail>(),
});

/** The seller or an admin cancels an unpaid invoice or refunds a paid one (I4). */
export const changeInvoiceStatus = route({
  path: 'seller/invoice/changeStatus',
  request: z.strictObject({
    id: invoiceId,
    status: oneOf(['cancelled', 'refunded'], { description: 'Required: cancelled or refunded' }),
    note: text({ max: 300, description: 'Why, at most 300 characters' }),
    commandId,
  }),
  answer: answer<InvoiceActionAnswer>(),
});

/** The invoice's seller or an admin records a note on it; money never changes here. */
export const addInvoiceNote = route({
  path: 'seller/user/invoice/update_invoice',
  request: z.strictObject({
    id: invoiceId,
    note: requiredText('Required', { max: 300, description: 'Required, at most 300 characters' }),
    commandId,
  }),
  answer: answer<InvoiceNoteRecord>(),
});
