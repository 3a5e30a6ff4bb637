import type { SignedCheckpoint } from '@facet/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { auditKeys } from './audit-keys';

/** A checkpoint as the list shows it: the heads of every stream may be left out. */
export type CheckpointRow = Omit<SignedCheckpoint, 'heads'> &
  Partial<Pick<SignedCheckpoint, 'heads'>>;

export const CHECKPOINTS_PAGE_SIZE = 20;

/** `audit/checkpoints`: the signed checkpoints, newest first, a page at a time. */
export function useAuditCheckpoints(page: number) {
  return useQuery({
    queryKey: auditKeys.checkpoints(page),
    queryFn: ({ signal }) =>
      apiCall(
        'audit/checkpoints',
        { page, limit: CHECKPOINTS_PAGE_SIZE },
        { signal, noAlert: true },
      ),
    placeholderData: keepPreviousData,
  });
}
