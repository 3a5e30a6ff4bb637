import type { SellerOrganizationRecord } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { deskKeys } from './desk-keys';

export type OrganizationInput = Omit<SellerOrganizationRecord, 'updated_at'>;

/** `seller/organization/getOrganization`: the company profile ('' where not filled in). */
export function useOrganization() {
  return useQuery({
    queryKey: deskKeys.organization(),
    queryFn: ({ signal }) =>
      apiCall<SellerOrganizationRecord>('seller/organization/getOrganization', {}, { signal }),
  });
}

/** `seller/organization/saveOrganization`: the whole profile at once. */
export function useSaveOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationInput) =>
      apiCall('seller/organization/saveOrganization', input, { alert: true }),
    onSuccess: (_r, input) =>
      client.setQueryData<SellerOrganizationRecord>(deskKeys.organization(), (old) => ({
        ...input,
        updated_at: old?.updated_at ?? null,
      })),
  });
}
