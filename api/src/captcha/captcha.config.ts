import { randomBytes } from 'node:crypto';
import type { Captcha } from './captcha.port.js';
import { ProofOfWorkCaptcha } from './proof-of-work.captcha.js';
import { type CaptchaProvider, SiteverifyCaptcha } from './siteverify.captcha.js';

/**
 * CAPTCHA_PROVIDER=turnstile|hcaptcha with CAPTCHA_SITE_KEY and CAPTCHA_SECRET picks a provider
 * (CAPTCHA_VERIFY_URL overrides its siteverify, e.g. a local fake); anything else is the
 * self-hosted proof-of-work, signed with CAPTCHA_HMAC_SECRET (a random one per process if unset:
 * challenges then do not outlive a restart, which costs a user one retry).
 */
export function captchaFromEnv(env: NodeJS.ProcessEnv = process.env): Captcha {
  const provider = env['CAPTCHA_PROVIDER'];
  if (provider === 'turnstile' || provider === 'hcaptcha') {
    const siteKey = env['CAPTCHA_SITE_KEY'];
    const secret = env['CAPTCHA_SECRET'];
    if (!siteKey || !secret)
      throw new Error(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET`);
    return new SiteverifyCaptcha(
      provider as CaptchaProvider,
      siteKey,
      secret,
      env['CAPTCHA_VERIFY_URL'] || undefined,
    );
  }
  const secret = env['CAPTCHA_HMAC_SECRET'] || randomBytes(32).toString('hex');
  return new ProofOfWorkCaptcha(secret, `${secret}:key`);
}
