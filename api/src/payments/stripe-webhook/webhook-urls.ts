import { stripeWebhook, stripeWebhookThird } from '@facet/event-schemas';

/** The webhook routes whose raw body is kept for the signature check (see keepRawBody). */
export const WEBHOOK_URLS: readonly string[] = [stripeWebhook, stripeWebhookThird].map(
  (r) => `/api/${r.path}`,
);
