import { ownValue, setOwn } from '@facet/event-schemas';
import type { LedgerAccount, LedgerLine } from '@facet/event-schemas';
import { accountKey } from './ledger-accounts.js';

/**
 * Signed balances: debits count plus, credits minus. Every entry balances, so the balances of all
 * accounts together always sum to zero. A wallet or deposits held (what the house owes) carries
 * a credit balance: `owed` turns it into the positive amount the buyer sees.
 */
export type Balances = Readonly<Record<string, number>>;

export const debit = (account: LedgerAccount, amount: number): LedgerLine => ({
  account,
  side: 'debit',
  amount,
});
export const credit = (account: LedgerAccount, amount: number): LedgerLine => ({
  account,
  side: 'credit',
  amount,
});

const signed = (l: LedgerLine): number => (l.side === 'debit' ? l.amount : -l.amount);

/** Debits = credits, at least one of each, every amount a positive integer of cents. */
export function isBalanced(lines: readonly LedgerLine[]): boolean {
  if (lines.length < 2) return false;
  if (!lines.every((l) => Number.isSafeInteger(l.amount) && l.amount > 0)) return false;
  const sides = new Set(lines.map((l) => l.side));
  return sides.size === 2 && lines.reduce((sum, l) => sum + signed(l), 0) === 0;
}

/** Folds lines into balances: the only way a balance comes to exist. */
export function post(balances: Balances, lines: readonly LedgerLine[]): Balances {
  const next: Record<string, number> = { ...balances };
  for (const l of lines) {
    const key = accountKey(l.account);
    setOwn(next, key, (ownValue(next, key) ?? 0) + signed(l));
  }
  return next;
}

/** The positive amount the house owes on a credit-balance account (a wallet, deposits held). */
export const owed = (balances: Balances, account: LedgerAccount): number =>
  0 - (balances[accountKey(account)] ?? 0);

/** Sum over every account: zero whenever every entry balanced (the trial balance). */
export const trialBalance = (balances: Balances): number =>
  Object.values(balances).reduce((sum, b) => sum + b, 0);
