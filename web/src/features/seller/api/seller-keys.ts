/** Query keys of the seller area. */
export const sellerKeys = {
  all: ['seller'] as const,
  dashboard: () => [...sellerKeys.all, 'dashboard'] as const,
  lots: (params: SellerListParams) => [...sellerKeys.all, 'lots', params] as const,
  lot: (id: string) => [...sellerKeys.all, 'lot', id] as const,
  auctions: (params: SellerListParams) => [...sellerKeys.all, 'auctions', params] as const,
  auction: (id: string) => [...sellerKeys.all, 'auction', id] as const,
  auctionLots: (id: string, params: SellerListParams) =>
    [...sellerKeys.all, 'auction-lots', id, params] as const,
};

/** What every seller list sends: its tab, search, sort and page. */
export interface SellerListParams {
  action: string;
  searchterm: string;
  orderby: string;
  page: number;
  limit: number;
}
