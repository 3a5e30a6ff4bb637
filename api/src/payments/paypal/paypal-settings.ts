import { Client, Environment } from '@paypal/paypal-server-sdk';

/** PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET set: `payment/paypal_response` is real. */
export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  /** PAYPAL_API_BASE: PayPal's sandbox (the default), its live API, or any other base (a local fake). */
  apiBase: string;
  /** PAYPAL_CURRENCY (default USD): the marketplace's one currency, as PayPal spells it. */
  currency: string;
}

const SANDBOX = 'https://api-m.sandbox.paypal.com';
const LIVE = 'https://api-m.paypal.com';

/** Read by the payments context alone, once, when its module is built (as Stripe's are). */
export function payPalSettingsFrom(env: NodeJS.ProcessEnv): PayPalSettings | undefined {
  const clientId = env.PAYPAL_CLIENT_ID?.trim();
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    apiBase: (env.PAYPAL_API_BASE?.trim() || SANDBOX).replace(/\/+$/, ''),
    currency: (env.PAYPAL_CURRENCY?.trim() || 'USD').toUpperCase(),
  };
}

/**
 * The official server SDK. It knows only PayPal's two hosts; any other base is reached through
 * the SDK's own axios options: its fetch adapter, with every request's URL moved from the
 * sandbox host to that base (nothing else of the request changes).
 */
export function payPalClient(s: PayPalSettings): Client {
  const other = s.apiBase !== SANDBOX && s.apiBase !== LIVE;
  const rebase = (url: string) =>
    url.startsWith(SANDBOX) ? s.apiBase + url.slice(SANDBOX.length) : url;
  return new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: s.clientId,
      oAuthClientSecret: s.clientSecret,
    },
    environment: s.apiBase === LIVE ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
    ...(other && {
      unstable_httpClientOptions: {
        adapter: 'fetch',
        env: {
          fetch: (input: string | URL | Request, init?: RequestInit) =>
            input instanceof Request
              ? fetch(new Request(rebase(input.url), input))
              : fetch(rebase(String(input)), init),
        },
      },
    }),
  });
}
