import type { BuyerCompanyAnswer } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';
import { buyerCompanyKeys } from './buyer-company-keys';

/** The caller's company page: their company, its representatives, their invitations. */
export function useBuyerCompany() {
  return useQuery({
    queryKey: buyerCompanyKeys.page(),
    queryFn: ({ signal }) => apiCall('company/get', {}, { signal, noAlert: true }),
  });
}

/**
 * Every change answers with the page. Caps and invoices are the company's: joining or leaving
 * changes what the buyer's cap and invoices show, so those caches are read again.
 */
function useCompanyChange<V>(send: (v: V) => Promise<BuyerCompanyAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      client.setQueryData(buyerCompanyKeys.page(), answer);
      void client.invalidateQueries({ queryKey: queryRoots.spendingCap });
      void client.invalidateQueries({ queryKey: queryRoots.invoices });
    },
  });
}

export interface CompanyFields {
  name: string;
  registration_number: string;
  country: string;
}

export const useRegisterCompany = () =>
  useCompanyChange((fields: CompanyFields) => apiCall('company/register', fields));

export const useAddRepresentative = () =>
  useCompanyChange((email: string) => apiCall('company/addRepresentative', { email }));

export const useAnswerInvitation = () =>
  useCompanyChange(({ companyId, accept }: { companyId: string; accept: boolean }) =>
    apiCall('company/answerInvitation', { company_id: companyId, accept }),
  );

export const useRemoveRepresentative = () =>
  useCompanyChange((userId: string) =>
    apiCall('company/removeRepresentative', { user_id: userId }),
  );
