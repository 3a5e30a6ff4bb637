/**
 * The marketing-automation provider that keeps the mailing list (spec: the contact goes to the
 * provider's contact endpoint with an API key header). The key stays on the server.
 */
export interface NewsletterProvider {
  addContact(email: string): Promise<void>;
}

export const NEWSLETTER_PROVIDER = Symbol('NEWSLETTER_PROVIDER');

/** NEWSLETTER_URL and NEWSLETTER_API_KEY: POST `{ email }` with header `api-key: {key}`. */
export function httpNewsletterProvider(url: string, apiKey: string): NewsletterProvider {
  return {
    async addContact(email) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'api-key': apiKey,
        },
        body: JSON.stringify({ email, updateEnabled: true }),
        signal: AbortSignal.timeout(5_000),
      });
      // 400 with "duplicate" is how such providers answer an address they already hold.
      if (!res.ok && !(res.status === 400 && /duplicate/i.test(await res.text()))) {
        throw new Error(`newsletter provider answered ${res.status}`);
      }
    },
  };
}

/** Without a provider configured the sign-ups are only recorded in the event log (for export). */
export const recordOnlyNewsletterProvider: NewsletterProvider = { addContact: async () => {} };
