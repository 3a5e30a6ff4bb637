import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { adminPeopleKeys } from './admin-people-keys';

/** `backoffice/mail/outbox`: the mail sent, newest first. */
export function useMailOutbox(page: number, limit: number) {
  return useQuery({
    queryKey: adminPeopleKeys.mail(page, limit),
    queryFn: ({ signal }) =>
      apiCall('backoffice/mail/outbox', { page, limit }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}
