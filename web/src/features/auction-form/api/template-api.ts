import type {
  AuctionTemplateAnswer,
  AuctionTemplateRecord,
  ListResponse,
  TemplateSavedAnswer,
} from '@facet/event-schemas';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { auctionFormKeys, type TemplateListParams, useRefetchLater } from './auction-form-keys';

/** `seller/template/auction/listings`. */
export function useTemplates(params: TemplateListParams) {
  return useQuery({
    queryKey: auctionFormKeys.templates(params),
    queryFn: ({ signal }) =>
      apiCall<ListResponse<AuctionTemplateRecord>>(
        'seller/template/auction/listings',
        { ...params },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `seller/template/auction/getSingleAuction`. */
export function useTemplate(id: string | null) {
  return useQuery({
    queryKey: auctionFormKeys.template(id ?? ''),
    queryFn: ({ signal }) =>
      apiCall<AuctionTemplateAnswer>(
        'seller/template/auction/getSingleAuction',
        { id },
        { signal },
      ),
    enabled: id !== null,
    select: (r) => r.record,
  });
}

/** `seller/template/auction/auctionAction`. */
export function useSaveTemplate() {
  const refetch = useRefetchLater();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiCall<TemplateSavedAnswer>('seller/template/auction/auctionAction', body, { alert: true }),
    onSuccess: refetch,
  });
}

/** `seller/template/auction/changeStatus`. */
export function useChangeTemplateStatus() {
  const refetch = useRefetchLater();
  return useMutation({
    mutationFn: (body: { id: string; status: AuctionTemplateRecord['status'] }) =>
      apiCall('seller/template/auction/changeStatus', body, { alert: true }),
    onSuccess: refetch,
  });
}
