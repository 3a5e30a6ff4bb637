import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, signUp, startHarness } from '../../../test/http-harness.js';

/**
 * Spec 7's card and bank service with no card provider configured: the offline service keeps
 * the tokens the sandbox form sends with what the lists show, in the user's own stream.
 */
describe('Saved cards and bank accounts, offline, over HTTP', () => {
  let h: Harness;
  let buyer: { token: string; id: string };
  const call = (path: string, body: Record<string, unknown> = {}) =>
    h.post(path, body, buyer.token);
  const data = async (path: string, body: Record<string, unknown> = {}) => {
    const r = await call(path, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.responseData;
  };

  beforeAll(async () => {
    h = await startHarness();
    buyer = await signUp(h, 'Cora', 'cora@cards.test');
  });
  afterAll(async () => h?.close());

  it('asks for a customer first, in words the buyer reads', async () => {
    const r = await call('customer/source/list', { object: 'card' });
    expect(r.status).toBe(404);
    expect(r.body.data.message).toBe('Add a card or bank account first');
  });

  it('creates the customer once and keeps its id on the user as stripe_id', async () => {
    const { record } = await data('customer/create');
    expect(record).toMatchObject({ provider: 'offline', email: 'cora@cards.test' });
    expect((await data('customer/create')).record.id).toBe(record.id);
    const user = await data('user/validateUser');
    expect(user.stripe_id ?? user.user?.stripe_id).toBe(record.id);
  });

  it('saves a card token with brand, last four and expiry, and never a card number', async () => {
    const number = await call('customer/source/create', { source: '4242424242424242' });
    expect(number.status).toBe(400);
    const card = await data('customer/source/create', {
      source: 'tok_visa',
      brand: 'Visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2031,
    });
    expect(card).toMatchObject({ object: 'card', brand: 'Visa', last4: '4242', exp_month: 12 });
    const list = await data('customer/source/list', { object: 'card' });
    expect(list).toEqual({ data: [card], has_more: false });
    const updated = await data('customer/source/update', { source_id: card.id, exp_year: 2033 });
    expect(updated.exp_year).toBe(2033);
  });

  it('verifies a bank account with its two micro-deposits, and only with them', async () => {
    const bank = await data('paymentThird/stripe/customer/source/create', {
      source: 'btok_us_verified',
      last4: '6789',
      bank_name: 'STRIPE TEST BANK',
    });
    expect(bank).toMatchObject({ object: 'bank_account', status: 'new', last4: '6789' });
    const wrong = await call('customer/source/verify', { source_id: bank.id, amounts: [1, 2] });
    expect([wrong.status, wrong.body.data.message]).toEqual([
      422,
      'The amounts do not match the deposits',
    ]);
    const verified = await data('customer/source/verify', {
      source_id: bank.id,
      amounts: [32, 45],
    });
    expect(verified.status).toBe('verified');
    const banks = await data('paymentThird/stripe/customer/source/list', {
      object: 'bank_account',
    });
    expect(banks.data.map((b: { id: string }) => b.id)).toEqual([bank.id]);
  });

  it('makes a card the default, and deletes it', async () => {
    const [card] = (await data('customer/source/list', { object: 'card' })).data;
    const { record } = await data('customer/update', { default_source: card.id });
    expect(record.default_source).toBe(card.id);
    expect((await data('customer/source/retrieve', { source_id: card.id })).is_default).toBe(true);
    expect(await data('customer/source/delete', { source_id: card.id })).toEqual({
      id: card.id,
      deleted: true,
    });
    expect((await data('customer/source/list', { object: 'card' })).data).toEqual([]);
    expect((await data('customer/retrieve')).record.default_source).toBeNull();
  });
});
