import { apiCall } from '@/lib/api-client';
import { useActForBuyer } from './use-act-for-buyer';

/** `seller/credit/payCartWallet`: the buyer's wallet pays the invoice's balance due, once per id. */
export const usePayWalletForBuyer = () =>
  useActForBuyer((v: { buyerId: string; invoiceId: string; commandId: string }) =>
    apiCall('seller/credit/payCartWallet', {
      user_id: v.buyerId,
      invoice_id: v.invoiceId,
      commandId: v.commandId,
    }),
  );
