import type { ListResponse, OutboxMailRecord } from '@facet/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { adminPeopleKeys } from './admin-people-keys';

/** `backoffice/mail/outbox`: the mail sent, newest first. */
export function useMailOutbox(page: number, limit: number) {
  return useQuery({
    queryKey: adminPeopleKeys.mail(page, limit),
    queryFn: ({ signal }) =>
      apiCall<ListResponse<OutboxMailRecord>>(
        'backoffice/mail/outbox',
        { page, limit },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
