import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentCharge } from '../gateway/payment-gateway.port.js';
import { PaymentRefused } from '../gateway/payment-gateway.port.js';
import { stripeMock } from './stripe-mock.testing.js';
import { StripePaymentGateway } from './stripe-payment.gateway.js';

const charge: PaymentCharge = {
  payerId: 'buyer-1',
  amount: 1_250_00,
  method: 'online',
  purpose: 'invoice:inv-1',
  note: 'Invoice 1001',
  paymentMethodId: 'pm_card_visa',
  customerId: 'cus_facet',
  key: 'buyer-1:pay-1',
};

describe('Stripe payment gateway (against stripe-mock)', () => {
  let stripe: Stripe;
  let gateway: StripePaymentGateway;
  beforeAll(async () => {
    ({ stripe } = await stripeMock());
    gateway = new StripePaymentGateway(stripe, 'usd');
  });

  it('holds the amount with a manual-capture intent confirmed with the saved card', async () => {
    const hold = await gateway.authorize(charge);
    expect(hold.sandbox).toBe(false);
    expect(hold.reference).toMatch(/^pi_/);
  });

  it('takes, releases and refunds the held intent by its reference', async () => {
    const { reference } = await gateway.authorize(charge);
    await expect(gateway.capture(reference)).resolves.toBeUndefined();
    await expect(gateway.release(reference)).resolves.toBeUndefined();
    await expect(
      gateway.refund({ reference, amount: 500_00, key: 'refund-1' }),
    ).resolves.toBeUndefined();
  });

  it('refuses, before calling Stripe, a card payment without a card', async () => {
    const { paymentMethodId: _none, ...noCard } = charge;
    await expect(gateway.authorize(noCard)).rejects.toThrow(
      new PaymentRefused('Choose a card to pay with'),
    );
  });

  it('refuses a wallet payment: the wallet is the ledger, never the card provider', async () => {
    await expect(gateway.authorize({ ...charge, method: 'wallet' })).rejects.toBeInstanceOf(
      PaymentRefused,
    );
  });
});
