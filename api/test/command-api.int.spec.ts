import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLot, startCommandApiWorld, type Who } from './command-api.world.js';
import type { Harness } from './http-harness.js';
import { solvedCaptcha } from './captcha-answer.js';

/** Registration, sessions and who may act on which lot, over HTTP. */
describe('The command API: accounts and authorization', () => {
  let h: Harness;
  let admin: string;
  let buyer: Who;
  let sellerA: Who;
  let sellerB: Who;
  beforeAll(async () => {
    ({ h, admin, buyer, sellerA, sellerB } = await startCommandApiWorld());
  });
  afterAll(async () => h?.close());
  const lot = (token: string, extra: Record<string, unknown> = {}) => listLot(h, token, extra);

  describe('accounts', () => {
    it.each([
      [{ password: 'short', confirm_password: 'short' }, 'Minimum 8 characters'],
      [{ confirm_password: 'different-1' }, 'Passwords not match'],
      [{ first_name: '' }, 'Required!'],
      [{ email: 'not-an-address' }, 'Invalid email format'],
      [{ termcheck: 0 }, 'You need to accept the terms and conditions'],
    ])('refuses a registration with the spec message (%j)', async (patch, message) => {
      const r = await h.post('user/register', {
        captcha: await solvedCaptcha(h.post),
        first_name: 'A',
        last_name: 'B',
        email: 'new@t.test',
        password: 'long-enough',
        confirm_password: 'long-enough',
        termcheck: 1,
        ...patch,
      });
      expect(r.status).toBe(400);
      expect(r.body.data.message).toBe(message);
    });

    it('refuses the same e-mail twice', async () => {
      const r = await h.post('user/register', {
        captcha: await solvedCaptcha(h.post),
        first_name: 'A',
        last_name: 'B',
        email: 'BUYER@t.test',
        password: 'long-enough',
        confirm_password: 'long-enough',
        termcheck: 1,
      });
      expect(r.status).toBe(422);
      expect(r.body.data.message).toBe('Email already exists');
    });

    it('validates a session and refuses a forged token', async () => {
      const ok = await h.post('user/validateUser', {}, buyer.token);
      expect(ok.body.data.responseData).toMatchObject({
        id: buyer.id,
        role: 'buyer',
        email: 'buyer@t.test',
      });
      expect(ok.body.data.responseData.passwordHash).toBeUndefined();
      const forged = `${buyer.token.slice(0, -4)}AAAA`;
      expect((await h.post('user/validateUser', {}, forged)).status).toBe(401);
    });

    it('refuses a wrong password with 401', async () => {
      expect(
        (await h.post('user/login', { email: 'buyer@t.test', password: 'nope-nope' })).status,
      ).toBe(401);
    });
  });

  describe('authorization', () => {
    it('keeps buyers out of the seller area (403)', async () => {
      expect((await lot(buyer.token)).status).toBe(403);
      expect(
        (
          await h.post(
            'seller/setting/bidIncrementAction',
            { from_amount: 0, increment: 5 },
            sellerA.token,
          )
        ).status,
      ).toBe(403);
    });

    it('lets a seller act only on their own lots; an admin on all', async () => {
      const id = (await lot(sellerA.token)).body.data.responseData.id;
      const other = await h.post(
        'seller/product/changeStatus',
        { id, status: 'inactive' },
        sellerB.token,
      );
      expect(other.status).toBe(403);
      expect(
        (await h.post('seller/product/changeStatus', { id, status: 'inactive' }, sellerA.token))
          .status,
      ).toBe(200);
      expect(
        (await h.post('seller/product/changeStatus', { id, status: 'active' }, admin)).status,
      ).toBe(200);
    });

    it('rejects unknown fields and three decimals with 400', async () => {
      expect((await lot(sellerA.token, { hacker: 1 })).status).toBe(400);
      expect((await lot(sellerA.token, { sprice: '10.001' })).body.data.message).toBe(
        'Enter Valid Price',
      );
    });
  });
});
