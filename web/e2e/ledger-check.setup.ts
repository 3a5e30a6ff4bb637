import { afterEach, expect } from 'vitest';
import { ADMIN, api } from './browser';

interface TrialBalance {
  balanced: boolean;
  debits: number;
  credits: number;
  unbalanced: string[];
  repeated_keys: string[];
}

let adminToken: string | undefined;

// Issue 16: the ledger balances after every browser test, whatever the test did with money.
afterEach(async () => {
  adminToken ??= (await api<{ token: string }>('user/login', ADMIN)).token;
  const tb = await api<TrialBalance>('admin/ledger/trialBalance', {}, adminToken);
  expect(tb, 'the ledger after this test').toMatchObject({
    balanced: true,
    unbalanced: [],
    repeated_keys: [],
    credits: tb.debits,
  });
});
