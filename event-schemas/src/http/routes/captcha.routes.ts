import { z } from 'zod';
import { text } from '../request/fields.js';
import { answer, route } from '../request/route.js';

/**
 * The captcha in front of registration and contact: the proof-of-work payload the page computed,
 * or the provider widget's token. Missing or wrong, the call is refused ('captcha.failed').
 */
export const captchaAnswer = text({
  max: 20_000,
  description: 'The captcha answer: the solved proof-of-work payload or the widget token',
});

/** What the page shows: a proof-of-work to solve in the browser, or a provider's widget. */
export interface CaptchaChallengeAnswer {
  kind: 'proof-of-work' | 'turnstile' | 'hcaptcha';
  /** proof-of-work: the signed ALTCHA challenge the browser solves. */
  challenge?: unknown;
  /** turnstile/hcaptcha: the site key the widget is drawn with. */
  site_key?: string;
}

/** A fresh captcha for the registration or contact form (anyone may ask). */
export const captchaChallenge = route({
  path: 'captcha/challenge',
  request: z.strictObject({}),
  answer: answer<CaptchaChallengeAnswer>(),
});
