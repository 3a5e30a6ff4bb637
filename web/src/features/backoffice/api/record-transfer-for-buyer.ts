import { apiCall } from '@/lib/api-client';
import { useActForBuyer } from './use-act-for-buyer';

/** `seller/offline/payCartOffline`: the buyer's bank transfer for the balance due arrived. */
export const useRecordTransferForBuyer = () =>
  useActForBuyer((v: { invoiceId: string; reference: string; commandId: string }) =>
    apiCall('seller/offline/payCartOffline', {
      invoice_id: v.invoiceId,
      reference: v.reference,
      commandId: v.commandId,
    }),
  );
