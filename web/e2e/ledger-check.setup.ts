import { afterEach, expect } from 'vitest';
import { ADMIN, api } from './browser';

let adminToken: string | undefined;

// Issue 16: the ledger balances after every browser test, whatever the test did with money.
afterEach(async () => {
  adminToken ??= (await api('user/login', ADMIN)).token;
  const tb = await api('admin/ledger/trialBalance', {}, adminToken);
  expect(tb, 'the ledger after this test').toMatchObject({
    balanced: true,
    unbalanced: [],
    repeated_keys: [],
    credits: tb.debits,
  });
});
