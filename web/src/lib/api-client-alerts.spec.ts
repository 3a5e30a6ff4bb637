import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/testing/user-builder';
import { apiCall, setForbiddenHandler } from './api-client';
import { session } from './session';

const showAlert = vi.hoisted(() => vi.fn());
vi.mock('./alerts', () => ({ showAlert }));

const answer = (responseType: number, message: string, code?: string) =>
  new Response(
    JSON.stringify({
      status: responseType < 400 ? 'success' : 'error',
      data: { message, responseType, responseData: {}, ...(code ? { code } : {}) },
    }),
    { status: responseType },
  );

describe('Issue 27 item 10: every answer is an alert unless the caller says noAlert (spec 8)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const forbidden = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setForbiddenHandler(forbidden);
    session.signIn('access', aUser(), 'refresh');
  });
  afterEach(() => {
    fetchMock.mockReset();
    showAlert.mockReset();
    session.clear();
    vi.unstubAllGlobals();
  });

  it("alerts the server's success message by default", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'Search saved successfully'));
    await apiCall('user/removeSavedSearch', { id: 's1' });
    expect(showAlert).toHaveBeenCalledWith('Search saved successfully', 'success');
  });

  it("alerts the server's failure by default", async () => {
    fetchMock.mockResolvedValueOnce(answer(422, 'Saved search not found', 'not-found'));
    await expect(apiCall('user/removeSavedSearch', { id: 's1' })).rejects.toThrow();
    expect(showAlert).toHaveBeenCalledWith(expect.any(String), 'error');
  });

  it('says nothing when the caller says noAlert', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, 'Saved searches'))
      .mockResolvedValueOnce(answer(500, 'Something went wrong!', 'internal'));
    await apiCall('user/getSavedSearch', {}, { noAlert: true });
    await expect(apiCall('user/getSavedSearch', {}, { noAlert: true })).rejects.toThrow();
    expect(showAlert).not.toHaveBeenCalled();
  });

  it("alerts only a failure when the screen words its own success (noAlert: 'success')", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, 'Saved'))
      .mockResolvedValueOnce(answer(500, 'Something went wrong!', 'internal'));
    await apiCall('user/removeSavedSearch', { id: 's1' }, { noAlert: 'success' });
    expect(showAlert).not.toHaveBeenCalled();
    await expect(
      apiCall('user/removeSavedSearch', { id: 's1' }, { noAlert: 'success' }),
    ).rejects.toThrow();
    expect(showAlert).toHaveBeenCalledWith('Something went wrong!', 'error');
  });

  it('says why a 403 logged the user out, even on a quiet call', async () => {
    fetchMock.mockResolvedValueOnce(answer(403, 'Your account is deactivated', 'auth.deactivated'));
    await expect(apiCall('auction/myBids', {}, { noAlert: true })).rejects.toThrow();
    expect(forbidden).toHaveBeenCalledOnce();
    expect(showAlert).toHaveBeenCalledTimes(1);
    expect(showAlert.mock.calls[0]?.[0]).toMatch(/^You have been logged out: /);
    expect(showAlert.mock.calls[0]?.[0]).not.toBe('You have been logged out: ');
  });
});
