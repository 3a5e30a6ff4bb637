export interface LotSearchParams {
  limit: number;
  page: number;
  orderby?: string;
  filters?: Record<string, string | number | undefined>;
}

export const lotKeys = {
  all: ['lots'] as const,
  lists: () => [...lotKeys.all, 'list'] as const,
  list: (params: LotSearchParams) => [...lotKeys.lists(), params] as const,
  detail: (id: string) => [...lotKeys.all, 'detail', id] as const,
  history: (id: string, page: number) => ['lot-history', id, page] as const,
  mine: (type: string, params: LotSearchParams) => [...lotKeys.all, 'mine', type, params] as const,
  auctions: (params: LotSearchParams) => ['auctions', params] as const,
  auction: (id: string) => ['auctions', 'detail', id] as const,
};
