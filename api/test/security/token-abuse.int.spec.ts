import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Harness, startHarness } from '../http-harness.js';
import { solvedCaptcha } from '../captcha-answer.js';

const password = 'correct-horse-battery';

describe('Access and refresh tokens', () => {
  let h: Harness;
  let admin: string;
  let n = 0;
  const register = async () => {
    n += 1;
    const r = await h.post('user/register', {
      captcha: await solvedCaptcha(h.post),
      first_name: 'T',
      last_name: 'K',
      email: `tok${n}@t.test`,
      password,
      confirm_password: password,
      termcheck: 1,
    });
    return r.body.data.responseData as {
      token: string;
      refresh_token: string;
      user: { id: string; email: string };
    };
  };
  const validate = (token: string) => h.post('user/validateUser', {}, token);

  beforeAll(async () => {
    h = await startHarness({ ACCESS_TOKEN_TTL_SECONDS: '900' });
    admin = (await h.post('user/login', ADMIN)).body.data.responseData.token;
  });
  afterAll(() => h.close(), 90_000);

  it('accepts a fresh access token', async () => {
    expect((await validate((await register()).token)).status).toBe(200);
  });

  it("rejects 'alg: none' with the right claims", async () => {
    const s = await register();
    const claims = JSON.parse(
      Buffer.from(s.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const forged = new UnsecuredJWT(claims).encode();
    expect((await validate(forged)).status).toBe(401);
  });

  it('rejects a token signed with another key', async () => {
    const s = await register();
    const claims = JSON.parse(
      Buffer.from(s.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-server-secret-at-all'));
    expect((await validate(forged)).status).toBe(401);
  });

  it('rejects a refresh token used as an access token', async () => {
    expect((await validate((await register()).refresh_token)).status).toBe(401);
  });

  it('rejects an expired access token and refreshes it with the refresh token', async () => {
    const s = await register();
    h.clock.advance(16 * 60_000);
    expect((await validate(s.token)).status).toBe(401);
    const refreshed = await h.post('user/refreshToken', { refresh_token: s.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await validate(refreshed.body.data.responseData.token)).status).toBe(200);
  });

  it('rejects the access and refresh tokens of a session ended by logout', async () => {
    const s = await register();
    expect((await h.post('user/logout', {}, s.token)).body.data.message).toBe(
      'Logged out successfully',
    );
    expect((await validate(s.token)).status).toBe(401);
    expect((await h.post('user/refreshToken', { refresh_token: s.refresh_token })).status).toBe(
      401,
    );
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const s = await register();
    const first = await h.post('user/refreshToken', { refresh_token: s.refresh_token });
    const newer = first.body.data.responseData as { token: string; refresh_token: string };
    const reuse = await h.post('user/refreshToken', { refresh_token: s.refresh_token });
    expect(reuse.status).toBe(401);
    expect(reuse.body.data.code).toBe('auth.refresh-reused');
    expect((await validate(newer.token)).status).toBe(401);
    expect((await h.post('user/refreshToken', { refresh_token: newer.refresh_token })).status).toBe(
      401,
    );
  });

  it('logs a deactivated user out everywhere', async () => {
    const s = await register();
    const other = (await h.post('user/login', { email: s.user.email, password })).body.data
      .responseData;
    admin = (await h.post('user/login', ADMIN)).body.data.responseData.token;
    const off = await h.post(
      'admin/user/changeStatus',
      { user_id: s.user.id, status: 'deactivate' },
      admin,
    );
    expect(off.status).toBe(200);
    for (const t of [s.token, other.token]) expect((await validate(t)).status).toBe(401);
    expect((await h.post('user/refreshToken', { refresh_token: other.refresh_token })).status).toBe(
      401,
    );
    expect((await h.post('user/login', { email: s.user.email, password })).status).toBe(403);
  });

  it('ends other sessions when the password changes', async () => {
    const s = await register();
    const changed = await h.post(
      'user/resetUserProfile',
      {
        current_password: password,
        password: 'new-password-9',
        confirm_password: 'new-password-9',
      },
      s.token,
    );
    expect(changed.status).toBe(200);
    expect((await validate(s.token)).status).toBe(401);
    expect((await validate(changed.body.data.responseData.token)).status).toBe(200);
  });

  it('keeps revocations across a restart (they live on the user stream)', async () => {
    const s = await register();
    const live = await register();
    await h.post('user/logout', {}, s.token);
    const dir = h.dataDir;
    // A second process on the same SQLite file folds the user stream from the log.
    const again = await startHarness({ ACCESS_TOKEN_TTL_SECONDS: '900' }, dir);
    try {
      expect((await again.post('user/validateUser', {}, s.token)).status).toBe(401);
      expect((await again.post('user/validateUser', {}, live.token)).status).toBe(200);
    } finally {
      await again.close();
    }
  });
});
