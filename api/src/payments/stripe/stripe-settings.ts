import Stripe from 'stripe';

/** STRIPE_SECRET_KEY (and STRIPE_API_BASE for stripe-mock) set: Stripe replaces the sandbox. */
export interface StripeSettings {
  secretKey: string;
  /** STRIPE_API_BASE, e.g. http://127.0.0.1:12111 (stripe-mock); unset: api.stripe.com. */
  apiBase: string | undefined;
  /** STRIPE_WEBHOOK_SECRET: the endpoint's signing secret (whsec_...); unset: webhooks refused. */
  webhookSecret: string | undefined;
  /** STRIPE_CURRENCY (default usd): the marketplace's one currency, as Stripe spells it. */
  currency: string;
  /** STRIPE_PUBLISHABLE_KEY (pk_...): the web's card form is Stripe's Elements with it. */
  publishableKey: string | undefined;
}

/**
 * Read here rather than in AppConfig: only the payments context knows Stripe, and the process
 * reads these once, when the payments module is built.
 */
export function stripeSettingsFrom(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  return {
    secretKey,
    apiBase: env.STRIPE_API_BASE?.trim() || undefined,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    currency: (env.STRIPE_CURRENCY?.trim() || 'usd').toLowerCase(),
    publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || undefined,
  };
}

/** The official SDK, pointed at STRIPE_API_BASE when set (host, port and protocol of the URL). */
export function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
    // Retries are safe: every write carries an idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'facet' },
  });
}
