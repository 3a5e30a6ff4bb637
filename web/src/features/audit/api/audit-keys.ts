import type { AuditEventQuery } from '../model/event-filters';
import type { LedgerEntryQuery } from '../model/ledger-filters';
import { queryRoots } from '@/lib/query-roots';

/** Query keys of the audit screens (read-only: nothing here is ever invalidated by a mutation). */
export const auditKeys = {
  all: queryRoots.audit,
  events: (query: AuditEventQuery) => [...auditKeys.all, 'events', query] as const,
  checkpoints: (page: number) => [...auditKeys.all, 'checkpoints', page] as const,
  publicKey: () => [...auditKeys.all, 'public-key'] as const,
  trialBalance: () => [...auditKeys.all, 'trial-balance'] as const,
  ledgerEntries: (query: LedgerEntryQuery) => [...auditKeys.all, 'ledger-entries', query] as const,
};
