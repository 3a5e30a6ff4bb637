import type { CompanyOwnerFields, CompanyOwnerRecord, ListResponse } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export function useCompanyOwners() {
  return useQuery({
    queryKey: accountKeys.owners(),
    queryFn: ({ signal }) =>
      apiCall<ListResponse<CompanyOwnerRecord>>('user/getCompanyOwners', {}, { signal }),
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
