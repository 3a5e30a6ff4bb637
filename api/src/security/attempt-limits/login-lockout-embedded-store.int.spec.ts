import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildApi } from '../../../test/child-api.js';
import { ADMIN, startHarness } from '../../../test/http-harness.js';

/**
 * Issue 28 item 5: lockouts were counted in the api's memory, so a restart unlocked every account
 * and address. On the embedded store they are kept in its SQLite file: a node killed (-9) and
 * started again on the same data dir still refuses the locked account and the locked address.
 */
describe('Login lockouts across a restart on the embedded store', () => {
  let api: ChildApi;
  const login = (email: string, password: string) => api.post('user/login', { email, password });

  beforeAll(async () => {
    api = await ChildApi.onTempDir('facet-lockout-');
    await api.start();
  }, 120_000);
  afterAll(() => api?.dispose());

  it('keeps an account locked after 5 wrong passwords, and an address after 50 failures', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(ADMIN.email, 'wrong-password')).status).toBe(401);
    // 45 more failures from the same address on accounts nobody holds: 50 in all.
    for (let i = 0; i < 45; i++)
      expect((await login(`nobody${i}@facet.test`, 'wrong-password')).status).toBe(401);

    api.signal('SIGKILL');
    await api.exited();
    await api.start();

    const admin = await login(ADMIN.email, ADMIN.password);
    expect([admin.status, admin.body.data.code]).toEqual([429, 'auth.locked']);
    expect(admin.body.data.message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    const fresh = await login('someone@facet.test', 'any-password');
    expect([fresh.status, fresh.body.data.code]).toEqual([429, 'auth.locked']);
  }, 120_000);
});

describe('Login lockouts shared by two nodes on one embedded store file', () => {
  it('refuses on node B the account five wrong passwords locked on node A', async () => {
    const a = await startHarness();
    const b = await startHarness({}, a.dataDir);
    try {
      for (let i = 0; i < 5; i++)
        expect(
          (await a.post('user/login', { email: ADMIN.email, password: 'wrong-password' })).status,
        ).toBe(401);
      const onB = await b.post('user/login', ADMIN);
      expect([onB.status, onB.body.data.code]).toEqual([429, 'auth.locked']);
    } finally {
      await b.close();
      await a.close();
    }
  }, 60_000);
});
