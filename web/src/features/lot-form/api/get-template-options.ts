import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { lotFormKeys } from './lot-form-keys';

/** `seller/template/auction/listings` (active ones): the templates a new lot can start from. */
export function useTemplateOptions(enabled: boolean) {
  return useQuery({
    queryKey: lotFormKeys.templates(),
    queryFn: ({ signal }) =>
      apiCall(
        'seller/template/auction/listings',
        { action: 'active', searchterm: '', page: 1, limit: 100 },
        { signal, noAlert: true },
      ),
    enabled,
    select: (r) => r.records,
  });
}
