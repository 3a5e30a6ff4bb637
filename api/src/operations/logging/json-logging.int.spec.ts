import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, newLot } from '../../../test/commerce-fixtures.js';
import { type Harness, signUp, startHarness } from '../../../test/http-harness.js';

interface Line {
  level: number;
  msg: string;
  req?: { id: string; method: string; path: string };
  res?: { statusCode: number };
  userId?: string;
  commandId?: string;
  responseTime?: number;
}

/** Issue 19, operators: JSON logs that tie each line to its request, user and command, and no secret. */
describe('JSON logs (LOG_FORMAT=json)', () => {
  let h: Harness;
  let raw = '';
  const lines = (): Line[] =>
    raw
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line);
  const closing = (path: string) => lines().filter((l) => l.req?.path === path && l.res);
  const PASSWORD = 'correct-horse';

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    h = await startHarness({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' }, undefined, stream);
  });
  afterAll(() => h?.close());

  it('writes every line as JSON, the app start included', () => {
    expect(lines().some((l) => l.msg === 'Nest application successfully started')).toBe(true);
  });

  it('ends each request with a line naming its id, the user, the command, status and time', async () => {
    const admin = await adminToken(h.post);
    const lot = await newLot(h, admin, { title: 'Log lot', pricing: 'per_item', sprice: 100 });
    const ann = await signUp(h, 'Ann', 'ann@logs.test');
    const res = await fetch(`${h.baseUrl}/api/bid/confirm`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${ann.token}`,
        'x-request-id': 'probe-42',
      },
      body: JSON.stringify({ id: lot, wsprice: 100, bidding_type: 'proxy', commandId: 'cmd-7' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('probe-42');
    const [line] = closing('/api/bid/confirm');
    expect(line).toMatchObject({
      req: { id: 'probe-42', method: 'POST', path: '/api/bid/confirm' },
      res: { statusCode: 200 },
      userId: ann.id,
      commandId: 'cmd-7',
    });
    expect(typeof line?.responseTime).toBe('number');
  });

  it('gives a request without an id a new one, and logs a refusal as a warning', async () => {
    const res = await h.post('user/login', { email: 'nobody@logs.test', password: 'wrong-pass-1' });
    expect(res.status).toBe(401);
    const line = closing('/api/user/login').at(-1);
    expect(line?.req?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(line?.level).toBe(40);
  });

  it('never carries a password, a token, a query string or a body', async () => {
    const { token } = (await h.post('user/login', { email: 'ann@logs.test', password: PASSWORD }))
      .body.data.responseData as { token: string };
    await fetch(`${h.baseUrl}/api/user/validateUser?secret=s3cr3t-query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(raw).not.toContain(PASSWORD);
    expect(raw).not.toContain(token);
    expect(raw).not.toContain('s3cr3t-query');
    expect(raw).not.toContain('wrong-pass-1');
    expect(raw.toLowerCase()).not.toContain('authorization');
  });
});
