import type { AuditEventQuery } from '../model/event-filters';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { auditKeys } from './audit-keys';

/** `audit/events`: the log filtered, a page at a time by global position ('Load more'). */
export function useAuditEvents(query: AuditEventQuery) {
  return useInfiniteQuery({
    queryKey: auditKeys.events(query),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiCall('audit/events', pageParam ? { ...query, after: pageParam } : query, {
        signal,
        noAlert: true,
      }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
