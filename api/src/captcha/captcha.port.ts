/** What the browser needs to show the captcha: a proof-of-work challenge, or a provider's widget. */
export type CaptchaChallenge =
  | { kind: 'proof-of-work'; challenge: unknown }
  | { kind: 'turnstile' | 'hcaptcha'; site_key: string };

/**
 * A captcha in front of registration and contact (spec 5: true on success, false on error or
 * expiry). `verify` never throws: a provider that cannot be reached answers false.
 */
export interface Captcha {
  /** What it is, for the startup log line and the answer the form reads. */
  readonly describe: string;
  challenge(): Promise<CaptchaChallenge>;
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
}

export const CAPTCHA = Symbol('CAPTCHA');
