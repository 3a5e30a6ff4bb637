import type { LedgerEntryReason, RouteBody } from '@facet/event-schemas';

/** What the auditor's ledger list asks for: a page, and the filters that are set. */
export type LedgerEntryQuery = Required<Pick<RouteBody<'audit/ledgerEntries'>, 'page' | 'limit'>> &
  Pick<RouteBody<'audit/ledgerEntries'>, 'buyer_id' | 'owner' | 'reason'>;

export interface LedgerFilters {
  buyer: string;
  owner: string;
  reason: string;
}

export const NO_LEDGER_FILTERS: LedgerFilters = { buyer: '', owner: '', reason: '' };

/** The request for a page: blank filters left out, so the server reads every entry. */
export function ledgerQuery(f: LedgerFilters, page: number, limit: number): LedgerEntryQuery {
  const q: LedgerEntryQuery = { page, limit };
  if (f.buyer.trim()) q.buyer_id = f.buyer.trim();
  if (f.owner.trim()) q.owner = f.owner.trim();
  if (f.reason) q.reason = f.reason as LedgerEntryQuery['reason'];
  return q;
}

/** The reasons an entry is recorded for, as the filter offers them (the schema's, type-checked). */
export const LEDGER_REASONS = [
  'money-received',
  'deposit-held',
  'deposit-released',
  'wallet-payment',
  'deposit-applied',
  'invoice-payment',
  'seller-collected',
  'deposit-refunded',
  'invoice-refund',
  'invoice-card-refund',
  'seller-payout',
  'subscription-charge',
] as const satisfies readonly LedgerEntryReason[];
