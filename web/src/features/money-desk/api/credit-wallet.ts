import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { moneyDeskKeys } from './money-desk-keys';
import { useMoneyMutation } from './use-money-mutation';

export interface WalletCredit {
  userId: string;
  dollars: number;
  note: string;
  commandId: string;
}

/** `admin/credit/addCredit`: money received becomes the buyer's wallet credit, once per command id. */
export const useCreditWallet = () =>
  useMoneyMutation((c: WalletCredit) =>
    apiCall('admin/credit/addCredit', {
      user_id: c.userId,
      amount: c.dollars,
      credit_notes: c.note,
      commandId: c.commandId,
    }),
  );

/** `admin/user/allbuyers` searched by name or e-mail: whom a credit may go to. */
export function useBuyerSearch(search: string) {
  return useQuery({
    queryKey: moneyDeskKeys.buyers(search),
    queryFn: ({ signal }) =>
      apiCall(
        'admin/user/allbuyers',
        { limit: 20, page: 1, ...(search ? { searchterm: search } : {}) },
        { signal, noAlert: true },
      ),
  });
}
