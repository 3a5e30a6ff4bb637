import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys, type ReportParams } from './backoffice-keys';

/** `seller/report/display`: one page of the report's rows and its columns. */
export function useReport({ type, from, to }: ReportParams, page: number, limit: number) {
  return useQuery({
    queryKey: backofficeKeys.report({ type, from, to, page, limit }),
    queryFn: ({ signal }) =>
      apiCall('seller/report/display', { type, from, to, page, limit }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}
