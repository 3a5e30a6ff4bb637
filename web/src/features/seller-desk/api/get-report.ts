import type { SellerReportPage } from '@facet/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { deskKeys, type ReportParams } from './desk-keys';

/** `seller/report/display`: one page of the report's rows and its columns. */
export function useReport(params: ReportParams, page: number, limit: number) {
  return useQuery({
    queryKey: deskKeys.report({ ...params, page, limit }),
    queryFn: ({ signal }) =>
      apiCall<SellerReportPage>('seller/report/display', { ...params, page, limit }, { signal }),
    placeholderData: keepPreviousData,
  });
}
