import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, scheduleRefreshFromToken, setForbiddenHandler } from './api-client';
import { aUser } from '@/testing/user-builder';
import { session } from './session';

const user = aUser();
const reply = (responseType: number, responseData: unknown = {}) =>
  new Response(
    JSON.stringify({
      status: responseType < 400 ? 'success' : 'error',
      data: { message: '', responseType, responseData },
    }),
    { status: responseType },
  );

describe('The api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const forbidden = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setForbiddenHandler(forbidden);
    session.signIn('old-access', user, 'refresh-1');
  });
  afterEach(() => {
    fetchMock.mockReset();
    forbidden.mockReset();
    session.clear();
    vi.unstubAllGlobals();
  });
  const paths = () => fetchMock.mock.calls.map(([url]) => String(url));
  const bodyOf = (i: number) => JSON.parse(String(fetchMock.mock.calls[i]?.[1]?.body)) as unknown;

  describe('when the access token has expired (401)', () => {
    it('refreshes once with the stored refresh token and repeats the call with the new token', async () => {
      fetchMock
        .mockResolvedValueOnce(reply(401))
        .mockResolvedValueOnce(
          reply(200, { token: 'new-access', refresh_token: 'refresh-2', user }),
        )
        .mockResolvedValueOnce(reply(200, { ok: true }));
      await expect(apiCall('user/getSavedSearch', {})).resolves.toEqual({ ok: true });
      expect(paths()).toEqual([
        '/api/user/getSavedSearch',
        '/api/user/refreshToken',
        '/api/user/getSavedSearch',
      ]);
      expect(bodyOf(1)).toEqual({ refresh_token: 'refresh-1' });
      expect(fetchMock.mock.calls[2]?.[1]?.headers).toMatchObject({
        Authorization: 'Bearer new-access',
      });
      expect(session.get().token).toBe('new-access');
      expect(session.refreshToken()).toBe('refresh-2');
    });

    it('logs out and goes to /login when the refresh token is refused', async () => {
      fetchMock.mockResolvedValueOnce(reply(401)).mockResolvedValueOnce(reply(401));
      await expect(apiCall('user/getSavedSearch', {})).rejects.toThrow();
      expect(session.get().token).toBeNull();
      expect(session.refreshToken()).toBeNull();
      expect(forbidden).toHaveBeenCalledOnce();
    });

    it('does not refresh a second time when the repeated call is refused too', async () => {
      fetchMock
        .mockResolvedValueOnce(reply(401))
        .mockResolvedValueOnce(
          reply(200, { token: 'new-access', refresh_token: 'refresh-2', user }),
        )
        .mockResolvedValueOnce(reply(401));
      await expect(apiCall('user/getSavedSearch', {})).rejects.toThrow();
      expect(paths()).toHaveLength(3);
      expect(session.get().token).toBeNull();
    });
  });

  it('logs out and goes to /login on a 403 response type (spec 6)', async () => {
    fetchMock.mockResolvedValueOnce(reply(403));
    await expect(apiCall('auction/myBids', {})).rejects.toThrow();
    expect(session.get()).toMatchObject({ token: null, expired: true });
    expect(forbidden).toHaveBeenCalledOnce();
    expect(paths()).toEqual(['/api/auction/myBids']);
  });

  it('keeps the session but raises the terms dialog on the terms gate (428)', async () => {
    fetchMock.mockResolvedValueOnce(reply(428));
    await expect(apiCall('auction/myBids', {})).rejects.toThrow();
    expect(session.get().token).toBe('old-access');
    expect(session.get().user?.termcheck).toBe(false);
    expect(forbidden).not.toHaveBeenCalled();
  });

  it('never refreshes for a visitor', async () => {
    session.clear();
    fetchMock.mockResolvedValueOnce(reply(401));
    await expect(apiCall('user/login', { email: 'a@b.c', password: 'x' })).rejects.toThrow();
    expect(paths()).toEqual(['/api/user/login']);
    expect(forbidden).not.toHaveBeenCalled();
  });
});

describe('Refreshing ahead of expiry', () => {
  const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    session.clear();
  });

  it("refreshes a minute before a reloaded token's own expiry", async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(reply(200, { token: 'next', refresh_token: 'r2', user }));
    vi.stubGlobal('fetch', fetchMock);
    session.signIn(jwt(1_000 + 900), user, 'r1');
    scheduleRefreshFromToken(session.get().token, 1_000_000);
    await vi.advanceTimersByTimeAsync(839_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/user/refreshToken');
    expect(session.get().token).toBe('next');
  });

  it('ignores a token it cannot read', () => {
    expect(() => scheduleRefreshFromToken('not-a-jwt', 0)).not.toThrow();
  });
});
