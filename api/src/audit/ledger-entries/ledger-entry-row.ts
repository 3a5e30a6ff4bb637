import type {
  AuditLedgerEntryRow,
  EventData,
  LedgerEntryRecorded,
  RecordedEvent,
} from '@facet/event-schemas';
import { centsToDollars } from '../../shared/money/index.js';

type Entry = EventData<typeof LedgerEntryRecorded>;

export interface LedgerEntryFilter {
  owner?: string;
  reason?: string;
}

/** Whether an entry passes the auditor's filters: a line on one owner's account, one reason. */
export function matchesLedgerFilter(e: RecordedEvent, f: LedgerEntryFilter): boolean {
  if (e.type !== 'LedgerEntryRecorded') return false;
  const d = e.data as Entry;
  if (f.reason && d.reason !== f.reason) return false;
  if (f.owner && !d.lines.some((l) => l.account.owner === f.owner)) return false;
  return true;
}

/** One recorded entry as the auditor reads it: where the log put it, and every line in dollars. */
export function toLedgerEntryRow(e: RecordedEvent): AuditLedgerEntryRow {
  const d = e.data as Entry;
  const debits = d.lines.reduce((sum, l) => (l.side === 'debit' ? sum + l.amount : sum), 0);
  return {
    id: e.id,
    stream: e.stream,
    revision: e.revision,
    position: e.position,
    hash: e.hash,
    key: d.key,
    buyer_id: d.buyerId,
    reason: d.reason,
    note: d.note,
    lot_id: d.lotId ?? null,
    reference: d.reference ?? null,
    recorded_by: d.recordedBy,
    at: d.at,
    amount: centsToDollars(debits),
    lines: d.lines.map((l) => ({
      kind: l.account.kind,
      owner: l.account.owner,
      side: l.side,
      amount: centsToDollars(l.amount),
    })),
  };
}
