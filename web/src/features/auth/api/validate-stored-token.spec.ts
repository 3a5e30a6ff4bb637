import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setForbiddenHandler } from '@/lib/api-client';
import { session } from '@/lib/session';
import { validateStoredToken } from './auth-api';

const answer = (responseType: number) =>
  vi.fn().mockResolvedValue(
    new Response(JSON.stringify({ status: 'error', data: { responseType, message: 'No' } }), {
      status: responseType,
    }),
  );

/** Spec 4: a stored token is validated when the app starts; a refused one ends the session. */
describe('Validating the stored token', () => {
  beforeEach(() => {
    setForbiddenHandler(() => undefined);
    session.signIn('stored-token', null, 'stored-refresh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('ends the session the server refuses (401, and no refresh)', async () => {
    vi.stubGlobal('fetch', answer(401));
    await validateStoredToken();
    expect(session.get().token).toBeNull();
    expect(localStorage.getItem('facet.token')).toBeNull();
  });

  // A reload aborts the check of the page it leaves; that page must not sign its successor out.
  it('keeps the session when the check never reached the server', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await validateStoredToken();
    expect(session.get().token).toBe('stored-token');
    expect(localStorage.getItem('facet.token')).toBe('stored-token');
  });

  // The page left by a reload can get the status line (200) and lose the body to the unload.
  it('keeps the session when the answer came without its body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('{"status":"succ', { status: 200 })),
    );
    await validateStoredToken();
    expect(session.get().token).toBe('stored-token');
    expect(localStorage.getItem('facet.token')).toBe('stored-token');
  });

  it('keeps the session when the check is only turned away for now (429)', async () => {
    vi.stubGlobal('fetch', answer(429));
    await validateStoredToken();
    expect(session.get().token).toBe('stored-token');
  });

  it('ends the session of a deactivated account (403)', async () => {
    vi.stubGlobal('fetch', answer(403));
    await validateStoredToken();
    expect(session.get().token).toBeNull();
  });
});
