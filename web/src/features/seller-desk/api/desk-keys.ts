/** Query keys of the seller desk (offers, reports, subscription, organization). */
export const deskKeys = {
  all: ['seller-desk'] as const,
  offers: (status: string, page: number, limit: number) =>
    [...deskKeys.all, 'offers', status, page, limit] as const,
  report: (params: ReportParams & { page: number; limit: number }) =>
    [...deskKeys.all, 'report', params] as const,
  subscription: () => [...deskKeys.all, 'subscription'] as const,
  organization: () => [...deskKeys.all, 'organization'] as const,
};

/** What every report call sends: its type and date range (YYYY-MM-DD, both days included). */
export interface ReportParams {
  type: 'sales' | 'bids' | 'buyers' | 'invoices';
  from: string;
  to: string;
}
