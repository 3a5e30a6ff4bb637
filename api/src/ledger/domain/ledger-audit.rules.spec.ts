import { describe, expect, it } from 'vitest';
import { depositsHeldOf, moneyReceived, walletOf } from './ledger-accounts.js';
import { auditLedger } from './ledger-audit.rules.js';
import { credit, debit } from './ledger-entry.rules.js';
import { T0 } from './ledger.test-builders.js';

const entry = (key: string, lines: ReturnType<typeof debit>[], buyerId = 'b1') => ({
  key,
  buyerId,
  reason: 'money-received' as const,
  lines,
  note: '',
  recordedBy: 'admin',
  at: T0,
});

describe("The auditor's trial balance", () => {
  it('given balanced entries, sums debits = credits and folds each account', () => {
    const audit = auditLedger([
      entry('k1', [debit(moneyReceived, 500_00), credit(walletOf('b1'), 500_00)]),
      entry('k2', [debit(walletOf('b1'), 200_00), credit(depositsHeldOf('b1'), 200_00)]),
    ]);
    expect(audit).toMatchObject({ entries: 2, debits: 700_00, credits: 700_00, balanced: true });
    expect(audit.balances).toEqual({
      'money-received:house': 500_00,
      'wallet:b1': -300_00,
      'deposits-held:b1': -200_00,
    });
  });

  it('flags an entry that does not balance and a key recorded twice for one buyer', () => {
    const audit = auditLedger([
      entry('k1', [debit(moneyReceived, 500_00), credit(walletOf('b1'), 500_00)]),
      entry('k1', [debit(moneyReceived, 500_00), credit(walletOf('b1'), 500_00)]),
      entry('k1', [debit(moneyReceived, 1_00), credit(walletOf('b2'), 1_00)], 'b2'),
      entry('k3', [debit(moneyReceived, 10_00), credit(walletOf('b1'), 9_00)]),
    ]);
    expect(audit.repeatedKeys).toEqual(['b1/k1']);
    expect(audit.unbalanced).toEqual(['b1/k3']);
    expect(audit.balanced).toBe(false);
  });
});
