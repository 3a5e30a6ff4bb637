import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { lotFormKeys } from './lot-form-keys';

/** `seller/product/getSingleProject`: the lot to edit (with its reserve); off for a new lot. */
export function useLotToEdit(id: string | null) {
  return useQuery({
    queryKey: lotFormKeys.lot(id ?? ''),
    queryFn: ({ signal }) =>
      apiCall('seller/product/getSingleProject', { id: id ?? '' }, { signal, noAlert: true }),
    enabled: id !== null,
    select: (r) => r.record,
  });
}
