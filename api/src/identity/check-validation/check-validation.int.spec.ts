import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, type Harness, startHarness } from '../../../test/http-harness.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/**
 * Issue 28 item 9: `user/checkValidation` tells whether an e-mail is registered. Anyone may ask,
 * so it is limited per address, and a known and an unknown address take the same work: one
 * lookup of the address, no account read for a known one only.
 */
describe('user/checkValidation against enumeration', () => {
  let h: Harness;
  const check = (email: string) => h.post('user/checkValidation', { email });

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('does the same work for a registered and an unknown address', async () => {
    const directory = h.app.get(InMemoryUserDirectory);
    // Every call the request makes into the directory, in order (each spy calls through).
    // (Not the store's feed into it: an event appended meanwhile is no work of the request.)
    const feed = new Set(['constructor', 'start', 'apply', 'onModuleDestroy']);
    const methods = Object.getOwnPropertyNames(InMemoryUserDirectory.prototype).filter(
      (name) => !feed.has(name),
    ) as (keyof InMemoryUserDirectory)[];
    const workFor = async (email: string) => {
      const calls: string[] = [];
      const spies = methods.map((name) => vi.spyOn(directory, name as 'stateById').mockName(name));
      const answer = await check(email);
      for (const spy of spies) calls.push(...spy.mock.calls.map(() => spy.getMockName()));
      spies.forEach((spy) => spy.mockRestore());
      return { answer: answer.body.data.responseData, calls };
    };
    const known = await workFor(ADMIN.email);
    const unknown = await workFor('nobody@facet.test');
    expect(known.answer).toEqual({ email: ADMIN.email, available: false });
    expect(unknown.answer).toEqual({ email: 'nobody@facet.test', available: true });
    expect(known.calls.length).toBeGreaterThan(0);
    expect(known.calls).toEqual(unknown.calls);
  });

  it('answers 429 to an address past 30 checks an hour, registered e-mails or not', async () => {
    const fresh = await startHarness();
    try {
      for (let i = 0; i < 30; i++) {
        const email = i % 2 === 0 ? ADMIN.email : `someone${i}@facet.test`;
        expect((await fresh.post('user/checkValidation', { email })).status).toBe(200);
      }
      for (const email of [ADMIN.email, 'last@facet.test']) {
        const refused = await fresh.post('user/checkValidation', { email });
        expect([refused.status, refused.body.data.code]).toEqual([429, 'auth.locked']);
        expect(refused.body.data.message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
      }
    } finally {
      await fresh.close();
    }
  });
});
