import { describe, expect, it } from 'vitest';
import { authorizeNetSettingsFrom } from '../authorize-net/authorize-net-settings.js';
import { payPalSettingsFrom } from '../paypal/paypal-settings.js';

/** Issue 25: a named provider is real only with both its credentials; a base can be pointed anywhere. */
describe('The named providers’ settings', () => {
  it('leaves PayPal unconfigured without both credentials', () => {
    expect(payPalSettingsFrom({})).toBeUndefined();
    expect(
      payPalSettingsFrom({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: ' ' }),
    ).toBeUndefined();
  });

  it("talks to PayPal's sandbox in USD unless told otherwise", () => {
    expect(payPalSettingsFrom({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' })).toEqual({
      clientId: 'id',
      clientSecret: 's',
      apiBase: 'https://api-m.sandbox.paypal.com',
      currency: 'USD',
    });
    expect(
      payPalSettingsFrom({
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 's',
        PAYPAL_API_BASE: 'http://127.0.0.1:4010/',
        PAYPAL_CURRENCY: 'eur',
      }),
    ).toMatchObject({ apiBase: 'http://127.0.0.1:4010', currency: 'EUR' });
  });

  it('leaves Authorize.Net unconfigured without both credentials, else uses its sandbox unless told', () => {
    expect(authorizeNetSettingsFrom({ AUTHORIZENET_API_LOGIN_ID: 'login' })).toBeUndefined();
    expect(
      authorizeNetSettingsFrom({
        AUTHORIZENET_API_LOGIN_ID: 'login',
        AUTHORIZENET_TRANSACTION_KEY: 'key',
      }),
    ).toEqual({
      apiLoginId: 'login',
      transactionKey: 'key',
      endpoint: 'https://apitest.authorize.net/xml/v1/request.api',
    });
  });
});
