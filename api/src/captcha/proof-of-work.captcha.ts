import { CappedMap, createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Captcha, CaptchaChallenge } from './captcha.port.js';

const ALGORITHM = 'SHA-256';
const TTL_SECONDS = 10 * 60;

/**
 * The default, self-hosted and offline: an ALTCHA proof-of-work (altcha-lib). The browser spends a
 * moment of CPU finding the counter; the server checks it against its own HMAC signature. A
 * solution is taken once: its signature is remembered until the challenge would have expired.
 */
export class ProofOfWorkCaptcha implements Captcha {
  readonly describe = 'PROOF-OF-WORK (self-hosted ALTCHA, works offline)';
  private readonly used = new CappedMap<string, number>({ maxSize: 50_000 });

  constructor(
    private readonly secret: string,
    private readonly keySecret: string,
    private readonly now: () => number = Date.now,
    /** The highest counter a browser may have to reach: the work asked of it. */
    private readonly maxCounter = 20_000,
  ) {}

  async challenge(): Promise<CaptchaChallenge> {
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(this.maxCounter, Math.floor(this.maxCounter / 4)),
      deriveKey,
      expiresAt: Math.floor(this.now() / 1000) + TTL_SECONDS,
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
    return { kind: 'proof-of-work', challenge };
  }

  async verify(token: string | undefined): Promise<boolean> {
    const payload = decode(token);
    const signature = payload?.challenge?.signature;
    if (!payload?.solution || !signature || this.used.has(signature)) return false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
        hmacKeySignatureSecret: this.keySecret,
      });
      const expiresAt = payload.challenge.parameters.expiresAt ?? 0;
      if (!result.verified || expiresAt * 1000 <= this.now()) return false;
      // Two submissions of one solution racing: the first to claim it wins, the other is refused.
      return this.used.setIfAbsent(signature, expiresAt);
    } catch {
      return false;
    }
  }
}

/** The widget's payload: base64 of `{ challenge, solution }` (the JSON itself is taken too). */
function decode(token: string | undefined): Payload | null {
  if (!token) return null;
  try {
    const text = token.trim().startsWith('{')
      ? token
      : Buffer.from(token, 'base64').toString('utf8');
    return JSON.parse(text) as Payload;
  } catch {
    return null;
  }
}
