import type { Captcha, CaptchaChallenge } from './captcha.port.js';

export type CaptchaProvider = 'turnstile' | 'hcaptcha';

/** The providers' documented server-side check (both take a form post and answer `success`). */
export const SITEVERIFY_URLS: Readonly<Record<CaptchaProvider, string>> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};

const TIMEOUT_MS = 5_000;

/**
 * Cloudflare Turnstile or hCaptcha, when CAPTCHA_PROVIDER names one: the browser shows the
 * provider's widget with the site key; the token it gives is checked with the provider's
 * siteverify. An unreachable provider, a timeout or any answer but success is false.
 */
export class SiteverifyCaptcha implements Captcha {
  readonly describe: string;

  constructor(
    private readonly provider: CaptchaProvider,
    private readonly siteKey: string,
    private readonly secret: string,
    private readonly verifyUrl: string = SITEVERIFY_URLS[provider],
  ) {
    this.describe = `${provider.toUpperCase()} (${verifyUrl})`;
  }

  async challenge(): Promise<CaptchaChallenge> {
    return { kind: this.provider, site_key: this.siteKey };
  }

  async verify(token: string | undefined, remoteIp?: string): Promise<boolean> {
    if (!token) return false;
    const form = new URLSearchParams({ secret: this.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const res = await fetch(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) return false;
      const answer = (await res.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      return false;
    }
  }
}
