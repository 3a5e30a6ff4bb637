import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export interface CompanyOwnerFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  ownership_percentage: number | null;
  title: string | null;
}
export interface CompanyOwner extends CompanyOwnerFields {
  id: string;
}

export function useCompanyOwners() {
  return useQuery({
    queryKey: accountKeys.owners(),
    queryFn: ({ signal }) =>
      apiCall<{ records: CompanyOwner[] }>('user/getCompanyOwners', {}, { signal }),
    select: (d) => d.records,
  });
}

/** Add without an id, update with one. */
export function useSaveCompanyOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (owner: CompanyOwnerFields & { id?: string }) =>
      apiCall(owner.id ? 'user/updateCompanyOwner' : 'user/addCompanyOwner', owner, {
        alert: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.owners() }),
  });
}

export function useRemoveCompanyOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('user/removeCompanyOwner', { id }, { alert: true }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.owners() }),
  });
}
