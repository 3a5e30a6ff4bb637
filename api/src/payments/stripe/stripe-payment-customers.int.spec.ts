import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripeMock } from './stripe-mock.testing.js';
import { StripePaymentCustomers } from './stripe-payment-customers.js';

/**
 * The card and bank service at Stripe, against stripe-mock: every call is checked by Stripe's own
 * request validation; the answers are its fixtures (it keeps nothing), so what is asserted is
 * the shape we read out of them, never that a saved card comes back.
 */
describe('Stripe card and bank service (against stripe-mock)', () => {
  let service: StripePaymentCustomers;
  const owner = { userId: 'buyer-1', customerId: 'cus_facet' };
  beforeAll(async () => {
    const { stripe } = (await stripeMock()) as { stripe: Stripe };
    service = new StripePaymentCustomers(stripe);
  });

  it('creates, retrieves and updates the customer', async () => {
    const created = await service.create({ userId: 'buyer-1', email: 'b@x.test', name: 'B X' });
    expect(created).toMatchObject({ provider: 'stripe', email: 'b@x.test', name: 'B X' });
    expect(created.id).toMatch(/^cus_/);
    expect((await service.retrieve(owner)).id).toBe('cus_facet');
    const updated = await service.update(owner, { default_source: 'pm_card_visa' });
    expect(updated.default_source).toBe('pm_card_visa');
  });

  it("saves a card from Elements' payment method and reads brand, last four and expiry", async () => {
    const card = await service.addSource(owner, 'pm_card_visa');
    expect(card).toMatchObject({ object: 'card', brand: 'visa', last4: '4242' });
    expect(card.exp_month).toEqual(expect.any(Number));
    const list = await service.listSources(owner, 'card', { limit: 10 });
    expect(list.has_more).toBe(false);
    expect(list.data[0]).toMatchObject({ object: 'card', last4: '4242' });
    await expect(
      service.updateSource(owner, 'pm_card_visa', { exp_year: 2031 }),
    ).resolves.toMatchObject({ object: 'card' });
    await expect(service.deleteSource(owner, 'pm_card_visa')).resolves.toEqual({
      id: 'pm_card_visa',
      deleted: true,
    });
  });

  it('saves a bank account from a bank token and verifies it with the micro-deposits', async () => {
    const bank = await service.addSource(owner, 'btok_us_verified');
    expect(bank.object).toBe('bank_account');
    const banks = await service.listSources(owner, 'bank_account', { limit: 10 });
    expect(banks.data[0]).toMatchObject({ object: 'bank_account', last4: '6789' });
    const verified = await service.verifySource(owner, 'ba_facet', [32, 45]);
    expect(verified).toMatchObject({ object: 'bank_account', bank_name: 'STRIPE TEST BANK' });
    await expect(service.deleteSource(owner, 'ba_facet')).resolves.toMatchObject({ deleted: true });
  });
});
