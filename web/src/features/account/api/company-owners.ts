import type { CompanyOwnerFields } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export function useCompanyOwners() {
  return useQuery({
    queryKey: accountKeys.owners(),
    queryFn: ({ signal }) => apiCall('user/getCompanyOwners', {}, { signal, noAlert: true }),
    select: (d) => d.records,
  });
}

/** Add without an id, update with one. */
export function useSaveCompanyOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...owner }: CompanyOwnerFields & { id?: string }) => {
      const body = {
        first_name: owner.first_name,
        last_name: owner.last_name,
        email: owner.email,
        phone: owner.phone,
        ownership_percentage: owner.ownership_percentage,
        title: owner.title,
      };
      return id
        ? apiCall('user/updateCompanyOwner', { id, ...body })
        : apiCall('user/addCompanyOwner', body);
    },
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.owners() }),
  });
}

export function useRemoveCompanyOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('user/removeCompanyOwner', { id }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.owners() }),
  });
}
