import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { moneyDeskKeys } from './money-desk-keys';
import { useMoneyMutation } from './use-money-mutation';

/** `admin/payouts/sellers`: every seller the house owes or paid, most due first. */
export function useSellerPayouts(page: number, limit: number) {
  return useQuery({
    queryKey: moneyDeskKeys.payouts(page, limit),
    queryFn: ({ signal }) =>
      apiCall('admin/payouts/sellers', { page, limit }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}

/** `admin/payouts/bankAccounts`: the seller's verified bank accounts, where a payout may go. */
export function usePayoutBankAccounts(sellerId: string | null) {
  return useQuery({
    queryKey: moneyDeskKeys.bankAccounts(sellerId ?? ''),
    queryFn: ({ signal }) =>
      apiCall('admin/payouts/bankAccounts', { user_id: sellerId ?? '' }, { signal, noAlert: true }),
    enabled: sellerId !== null,
  });
}

export interface Payout {
  sellerId: string;
  /** The seller's verified bank account chosen. */
  bankAccountId: string;
  dollars: number;
  reference: string;
  notes: string;
  commandId: string;
}

/** `admin/payouts/record`: the house paid the seller, never more than is due, once per command id. */
export const useRecordPayout = () =>
  useMoneyMutation((p: Payout) =>
    apiCall('admin/payouts/record', {
      user_id: p.sellerId,
      amount: p.dollars,
      reference: p.reference,
      notes: p.notes,
      bank_account_id: p.bankAccountId,
      commandId: p.commandId,
    }),
  );

/** `seller/setting/saveSellerCommission`: the seller's own commission ('' = the site's). */
export const useSetCommission = () =>
  useMoneyMutation((c: { sellerId: string; percent: string; commandId: string }) =>
    apiCall('seller/setting/saveSellerCommission', {
      user_id: c.sellerId,
      percent: c.percent,
      commandId: c.commandId,
    }),
  );
