import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module of the repository's tooling
import { inventory, render } from './spec-calls.mjs';
// @ts-expect-error plain ES module of the repository's tooling
import { specCalls } from './spec-text.mjs';

const repo = join(__dirname, '../..');
const section = (body: string) => `## 7. The calls it makes\n\n${body}\n\n## 8. Errors\n`;
const calls = (body: string) => specCalls(section(body)).map((c: { call: string }) => c.call);

describe("the spec's call list as the spec writes it", () => {
  it('reads "area: a, b" lists, dropping payload notes in parentheses', () => {
    expect(
      calls('### lots\n- bid: confirm (payload wsprice, id), preBidConfirm. ttwbid: confirm.'),
    ).toEqual(['bid/confirm', 'bid/preBidConfirm', 'ttwbid/confirm']);
  });

  it('keeps the area after ";" and carries a "dir/" to the names after it', () => {
    expect(
      calls(
        '### pay\n- paymentThird: stripe/stripe_payment; paytm/membership-payment, paytm_response.',
      ),
    ).toEqual([
      'paymentThird/stripe/stripe_payment',
      'paymentThird/paytm/membership-payment',
      'paymentThird/paytm/paytm_response',
    ]);
  });

  it('reads the plain list under "### user" as user calls, and skips sentences of payload fields', () => {
    expect(
      calls(
        '### user\nregister (token at x.y), login, GET getSkyflowCredit.\n- Similar lots: limit 3, page 1.',
      ),
    ).toEqual(['user/register', 'user/login', 'user/getSkyflowCredit']);
  });
});

describe('docs/spec-calls.md', () => {
  it('is what the spec and the route map give today (run node scripts/spec-calls/spec-calls.mjs)', async () => {
    const written = readFileSync(join(repo, 'docs/spec-calls.md'), 'utf8');
    expect(written).toBe(render(await inventory()));
  });

  it('names no call of section 7 without a declared route and a handler', async () => {
    const missing = (await inventory()).filter(
      (r: { route?: unknown; handler?: unknown }) => !r.route || !r.handler,
    );
    expect(missing.map((r: { call: string }) => r.call)).toEqual([]);
  });
});
