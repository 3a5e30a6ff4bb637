import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Harness, startHarness } from '../../../test/http-harness.js';
import { PrivateRedis } from '../../../../projections/src/testing/private-redis.js';

/**
 * Issue 19: login, code and contact limits are counted in Redis when the nodes share one, so an
 * attacker cannot spread guesses over the api nodes behind a load balancer.
 */
describe('Attempt limits shared by two api nodes on one Redis', () => {
  let redis: PrivateRedis;
  let a: Harness;
  let b: Harness;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    const env = { RATE_LIMIT_STORE: 'redis', REDIS_URL: redis.url };
    a = await startHarness(env);
    b = await startHarness(env);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  const login = (h: Harness, password: string) =>
    h.post('user/login', { email: ADMIN.email, password });

  it('locks the account on node B after five wrong passwords on node A, right password or not', async () => {
    expect((await login(b, ADMIN.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(a, 'wrong-password')).status).toBe(401);
    const onB = await login(b, ADMIN.password);
    expect(onB.status).toBe(429);
    expect(onB.body.data).toMatchObject({ code: 'auth.locked' });
    expect(onB.body.data.message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    expect((await login(a, ADMIN.password)).status).toBe(429);
  });

  it('counts code requests from one address across the nodes', async () => {
    // 30 checks an hour per address: split over two nodes, the 31st is still refused.
    for (let i = 0; i < 30; i++) {
      const node = i % 2 === 0 ? a : b;
      expect((await node.post('user/checkValidation', { email: `c${i}@facet.test` })).status).toBe(
        200,
      );
    }
    expect((await a.post('user/checkValidation', { email: 'last@facet.test' })).status).toBe(429);
    expect((await b.post('user/checkValidation', { email: 'last@facet.test' })).status).toBe(429);
  });
});
