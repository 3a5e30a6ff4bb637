import type { InvoiceDetail, PublicUser } from '@facet/event-schemas';

/**
 * I1 as the screens show it: the invoice's buyer or, on an invoice billed to a company, any buyer
 * shown it (the api shows it only to the company's current representatives, issue 30). Who sees
 * the buyer's actions on an invoice: its delivery, its payment, its return. The api decides.
 */
export const actsAsBuyer = (
  invoice: Pick<InvoiceDetail, 'buyer_id' | 'bill_to'>,
  user: Pick<PublicUser, 'id' | 'role'> | null | undefined,
): boolean =>
  user != null &&
  (invoice.buyer_id === user.id || (invoice.bill_to != null && user.role === 'buyer'));
