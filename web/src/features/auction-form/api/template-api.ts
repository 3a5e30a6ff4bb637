import type { RouteBody } from '@facet/event-schemas';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { auctionFormKeys, type TemplateListParams, useRefetchLater } from './auction-form-keys';

/** `seller/template/auction/listings`. */
export function useTemplates(params: TemplateListParams) {
  return useQuery({
    queryKey: auctionFormKeys.templates(params),
    queryFn: ({ signal }) =>
      apiCall(
        'seller/template/auction/listings',
        {
          action: params.action,
          searchterm: params.searchterm,
          page: params.page,
          limit: params.limit,
        },
        { signal, noAlert: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `seller/template/auction/getSingleAuction`. */
export function useTemplate(id: string | null) {
  return useQuery({
    queryKey: auctionFormKeys.template(id ?? ''),
    queryFn: ({ signal }) =>
      apiCall(
        'seller/template/auction/getSingleAuction',
        { id: id ?? '' },
        { signal, noAlert: true },
      ),
    enabled: id !== null,
    select: (r) => r.record,
  });
}

/** `seller/template/auction/auctionAction`. */
export function useSaveTemplate() {
  const refetch = useRefetchLater();
  return useMutation({
    mutationFn: (body: RouteBody<'seller/template/auction/auctionAction'>) =>
      apiCall('seller/template/auction/auctionAction', body),
    onSuccess: refetch,
  });
}

/** `seller/template/auction/changeStatus`. */
export function useChangeTemplateStatus() {
  const refetch = useRefetchLater();
  return useMutation({
    mutationFn: (body: RouteBody<'seller/template/auction/changeStatus'>) =>
      apiCall('seller/template/auction/changeStatus', body),
    onSuccess: refetch,
  });
}
