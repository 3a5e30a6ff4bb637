import type { LedgerEvent } from '@facet/event-schemas';
import { accountKey } from './ledger-accounts.js';
import { isBalanced } from './ledger-entry.rules.js';

type Entry = Extract<LedgerEvent, { type: 'LedgerEntryRecorded' }>['data'];

/** What an auditor checks of the whole ledger, folded from every entry ever recorded. */
export interface LedgerAudit {
  entries: number;
  /** Cents: the sums of every debit line and every credit line. */
  debits: number;
  credits: number;
  /** Signed balance per account (`kind:owner`), debits plus, credits minus. */
  balances: Record<string, number>;
  /** Keys (buyer/key) of entries whose lines do not balance: none, or the ledger is broken. */
  unbalanced: string[];
  /** Keys (buyer/key) recorded more than once: none, or money moved twice. */
  repeatedKeys: string[];
  /** Debits = credits over everything, and no entry broken or repeated. */
  balanced: boolean;
}

/**
 * Folds every ledger entry into the trial balance and the two checks that make money auditable:
 * each entry balances on its own, and no idempotency key was ever recorded twice for one buyer.
 */
export function auditLedger(entries: Iterable<Entry>): LedgerAudit {
  const balances = new Map<string, number>();
  const seen = new Set<string>();
  const unbalanced: string[] = [];
  const repeatedKeys: string[] = [];
  let count = 0;
  let debits = 0;
  let credits = 0;
  for (const e of entries) {
    count += 1;
    const key = `${e.buyerId}/${e.key}`;
    if (seen.has(key)) repeatedKeys.push(key);
    seen.add(key);
    if (!isBalanced(e.lines)) unbalanced.push(key);
    for (const l of e.lines) {
      const signed = l.side === 'debit' ? l.amount : -l.amount;
      if (l.side === 'debit') debits += l.amount;
      else credits += l.amount;
      const account = accountKey(l.account);
      balances.set(account, (balances.get(account) ?? 0) + signed);
    }
  }
  return {
    entries: count,
    debits,
    credits,
    balances: Object.fromEntries(balances),
    unbalanced,
    repeatedKeys,
    balanced: debits === credits && unbalanced.length === 0 && repeatedKeys.length === 0,
  };
}
