import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceFilter } from '@facet/event-schemas';
import { apiCall } from '@/lib/api-client';
import { moneyDeskKeys } from './money-desk-keys';
import { useMoneyMutation } from './use-money-mutation';

/** `seller/invoice/invoices` as an admin: every invoice, by the tab's status. */
export function useDeskInvoices(action: InvoiceFilter, page: number, limit: number) {
  return useQuery({
    queryKey: moneyDeskKeys.invoices(action, page, limit),
    queryFn: ({ signal }) =>
      apiCall('seller/invoice/invoices', { action, page, limit }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}

export interface TransferReceived {
  invoiceId: string;
  dollars: number | undefined;
  reference: string;
  notes: string;
  commandId: string;
}

/** `seller/offline/payCartOffline`: the bank transfer for an invoice arrived (once per command id). */
export const useMarkTransferReceived = () =>
  useMoneyMutation((t: TransferReceived) =>
    apiCall('seller/offline/payCartOffline', {
      invoice_id: t.invoiceId,
      ...(t.dollars === undefined ? {} : { amount: t.dollars }),
      reference: t.reference,
      notes: t.notes,
      commandId: t.commandId,
    }),
  );

export interface InvoiceClosing {
  invoiceId: string;
  /** Cancel an unpaid invoice; refund a paid one to the wallet, or to the card it was paid by. */
  action: 'cancel' | 'refund-wallet' | 'refund-card';
  note: string;
  commandId: string;
}

/** `seller/invoice/changeStatus` (cancel, refund to the wallet) or `admin/payments/refundInvoiceToCard`. */
export const useCloseInvoice = () =>
  useMoneyMutation((c: InvoiceClosing) =>
    c.action === 'refund-card'
      ? apiCall('admin/payments/refundInvoiceToCard', {
          invoice_id: c.invoiceId,
          note: c.note,
          commandId: c.commandId,
        })
      : apiCall('seller/invoice/changeStatus', {
          id: c.invoiceId,
          status: c.action === 'cancel' ? 'cancelled' : 'refunded',
          note: c.note,
          commandId: c.commandId,
        }),
  );
