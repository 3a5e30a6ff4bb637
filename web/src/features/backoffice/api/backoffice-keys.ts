import type { RouteBody, SellerReportType } from '@facet/event-schemas';
import { queryRoots } from '@/lib/query-roots';

/**
 * Query keys of the back office, under one root: a change made on one of its screens (a lot's
 * status, a plan, an award) refreshes what the others show of it.
 */
export const backofficeKeys = {
  all: queryRoots.backoffice,
  dashboard: () => [...backofficeKeys.all, 'dashboard'] as const,
  payouts: (page: number, limit: number) =>
    [...backofficeKeys.all, 'payouts', page, limit] as const,
  lots: (params: LotListParams) => [...backofficeKeys.all, 'lots', params] as const,
  lot: (id: string) => [...backofficeKeys.all, 'lot', id] as const,
  auctions: (params: AuctionListParams) => [...backofficeKeys.all, 'auctions', params] as const,
  auction: (id: string) => [...backofficeKeys.all, 'auction', id] as const,
  auctionLots: (id: string, params: LotListParams) =>
    [...backofficeKeys.all, 'auction-lots', id, params] as const,
  /** One lot's history pages; without a page, all of them (for a push to refetch). */
  bidHistory: (id: string, ...page: [page: number, limit: number] | []) =>
    [...backofficeKeys.all, 'bid-history', id, ...page] as const,
  offers: (status: string, page: number, limit: number) =>
    [...backofficeKeys.all, 'offers', status, page, limit] as const,
  report: (params: ReportParams & { page: number; limit: number }) =>
    [...backofficeKeys.all, 'report', params] as const,
  subscription: () => [...backofficeKeys.all, 'subscription'] as const,
  /** The seller's buyers' invoices (a page), and one of them; without args, all of them. */
  invoices: (...page: [page: number, limit: number] | []) =>
    [...backofficeKeys.all, 'invoices', ...page] as const,
  invoice: (id: string) => [...backofficeKeys.invoices(), 'one', id] as const,
  organization: () => [...backofficeKeys.all, 'organization'] as const,
};

/** What a lot list sends (`seller/product/listings`, an auction's lots): tab, search, sort, page. */
export type LotListParams = Required<Omit<RouteBody<'seller/product/listings'>, 'auctionid'>>;
/** What the auction list sends: its tab, search, sort and page. */
export type AuctionListParams = Required<RouteBody<'seller/auction/listings'>>;

/** What every report call sends: its type and date range (YYYY-MM-DD, both days included). */
export interface ReportParams {
  type: SellerReportType;
  from: string;
  to: string;
}
