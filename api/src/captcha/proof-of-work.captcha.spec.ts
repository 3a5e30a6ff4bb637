import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { captchaFromEnv } from './captcha.config.js';
import { ProofOfWorkCaptcha } from './proof-of-work.captcha.js';

/** What a browser (or a test) sends after solving: the ALTCHA payload, base64. */
async function solved(captcha: ProofOfWorkCaptcha): Promise<string> {
  const c = await captcha.challenge();
  if (c.kind !== 'proof-of-work') throw new Error('not a proof of work');
  const challenge = c.challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('Captcha: the self-hosted proof of work (the default)', () => {
  it('is true for a solved challenge', async () => {
    const captcha = new ProofOfWorkCaptcha('s3cret', 's3cret:key');
    expect(await captcha.verify(await solved(captcha))).toBe(true);
  });

  it('is false for a missing, garbled or tampered answer', async () => {
    const captcha = new ProofOfWorkCaptcha('s3cret', 's3cret:key');
    expect(await captcha.verify(undefined)).toBe(false);
    expect(await captcha.verify('not base64 json')).toBe(false);
    const payload = JSON.parse(Buffer.from(await solved(captcha), 'base64').toString());
    payload.solution.counter += 1;
    payload.solution.derivedKey = '00'.repeat(32);
    expect(await captcha.verify(JSON.stringify(payload))).toBe(false);
  });

  it('is false for a solution signed by another server', async () => {
    const other = new ProofOfWorkCaptcha('other', 'other:key');
    expect(await new ProofOfWorkCaptcha('s3cret', 's3cret:key').verify(await solved(other))).toBe(
      false,
    );
  });

  it('is false once the challenge expired (10 minutes)', async () => {
    let now = Date.now();
    const captcha = new ProofOfWorkCaptcha('s3cret', 's3cret:key', () => now);
    const answer = await solved(captcha);
    now += 11 * 60_000;
    expect(await captcha.verify(answer)).toBe(false);
  });

  it('takes a solution once: a replay is false', async () => {
    const captcha = new ProofOfWorkCaptcha('s3cret', 's3cret:key');
    const answer = await solved(captcha);
    const both = await Promise.all([captcha.verify(answer), captcha.verify(answer)]);
    expect(both.sort()).toEqual([false, true]);
  });

  it('is what the api runs when no provider is configured, and says so', () => {
    expect(captchaFromEnv({}).describe).toMatch(/^PROOF-OF-WORK/);
  });
});
