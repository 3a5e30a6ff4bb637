import type { RouteBody, SellerOrganizationRecord } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

export type OrganizationInput = Omit<SellerOrganizationRecord, 'updated_at'>;

/** `seller/organization/getOrganization`: the company profile ('' where not filled in). */
export function useOrganization() {
  return useQuery({
    queryKey: backofficeKeys.organization(),
    queryFn: ({ signal }) =>
      apiCall('seller/organization/getOrganization', {}, { signal, noAlert: true }),
  });
}

/** The profile as the save sends it, field by field. */
const saveBody = (o: OrganizationInput): RouteBody<'seller/organization/saveOrganization'> => ({
  name: o.name,
  registration_no: o.registration_no,
  vat: o.vat,
  address: o.address,
  city: o.city,
  country: o.country,
  contact_name: o.contact_name,
  contact_email: o.contact_email,
  contact_phone: o.contact_phone,
  logo: o.logo,
});

/** `seller/organization/saveOrganization`: the whole profile at once. */
export function useSaveOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationInput) =>
      apiCall('seller/organization/saveOrganization', saveBody(input)),
    onSuccess: (_r, input) =>
      client.setQueryData<SellerOrganizationRecord>(backofficeKeys.organization(), (old) => ({
        ...input,
        updated_at: old?.updated_at ?? null,
      })),
  });
}
