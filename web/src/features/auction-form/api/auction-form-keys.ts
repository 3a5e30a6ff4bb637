import type { TemplateFilter } from '@facet/event-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-roots';

/** Query keys of the auction form and the template screens. */
export const auctionFormKeys = {
  all: queryRoots.auctionForm,
  auction: (id: string) => [...auctionFormKeys.all, 'auction', id] as const,
  auctionLots: (id: string) => [...auctionFormKeys.all, 'auction-lots', id] as const,
  associable: (id: string) => [...auctionFormKeys.all, 'associable', id] as const,
  templates: (params: TemplateListParams) => [...auctionFormKeys.all, 'templates', params] as const,
  template: (id: string) => [...auctionFormKeys.all, 'template', id] as const,
};

export interface TemplateListParams {
  action: TemplateFilter;
  searchterm: string;
  page: number;
  limit: number;
}

/** The read models follow a write a moment later; lists refetch after it. */
export const READ_MODEL_DELAY_MS = 400;

/** After a save, every auction-form query again once the read models caught up. */
export const useRefetchLater = () => {
  const client = useQueryClient();
  return () =>
    setTimeout(
      () => void client.invalidateQueries({ queryKey: auctionFormKeys.all }),
      READ_MODEL_DELAY_MS,
    );
};
