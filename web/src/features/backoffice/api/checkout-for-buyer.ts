import { apiCall } from '@/lib/api-client';
import { useActForBuyer } from './use-act-for-buyer';

/**
 * `seller/cart/checkout`: the buyer's held items of the seller's own lots into one invoice. The
 * command id is the intent's: a double click raises one invoice.
 */
export const useCheckoutForBuyer = () =>
  useActForBuyer((v: { buyerId: string; commandId: string }) =>
    apiCall('seller/cart/checkout', { user_id: v.buyerId, commandId: v.commandId }),
  );
