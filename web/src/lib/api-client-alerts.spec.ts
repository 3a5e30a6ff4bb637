import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { aUser } from '@/testing/user-builder';
import { apiCall, setForbiddenHandler, successText } from './api-client';
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
    forbidden.mockReset();
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

  it('says why when a 401 the refresh cannot cure logs the user out', async () => {
    fetchMock
      .mockResolvedValueOnce(
        answer(401, 'Session expired, please login again', 'auth.invalid-token'),
      )
      .mockResolvedValueOnce(
        answer(401, 'Session expired, please login again', 'auth.invalid-token'),
      );
    await expect(apiCall('user/validateUser', {}, { noAlert: true })).rejects.toThrow();
    expect(forbidden).toHaveBeenCalledOnce();
    expect(showAlert.mock.calls).toEqual([
      ['You have been logged out: Session expired, please login again', 'warning'],
    ]);
  });
});

describe("Issue 27 item 5: a server's success in the reader's language", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(async () => {
    fetchMock.mockReset();
    showAlert.mockReset();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });
  const coded = (message: string, code: string) =>
    new Response(
      JSON.stringify({
        status: 'success',
        data: { message, responseType: 200, responseData: {}, code },
      }),
    );

  it.each([
    ['es', 'Puja realizada correctamente'],
    ['ar', 'تم تقديم المزايدة بنجاح'],
    ['en', 'Bid placed successfully'],
  ])('alerts a placed bid in %s', async (lng, text) => {
    await i18n.changeLanguage(lng);
    fetchMock.mockResolvedValueOnce(coded('Bid placed successfully', 'bid.placed'));
    await apiCall('bid/confirm', { id: 'L1', wsprice: 700, bidding_type: 'hard' });
    expect(showAlert).toHaveBeenCalledWith(text, 'success');
  });

  it("keeps the server's English for a code the web has no wording for", async () => {
    await i18n.changeLanguage('es');
    expect(successText('some.new-success', 'Something new happened')).toBe(
      'Something new happened',
    );
    expect(successText(undefined, 'Lots')).toBe('Lots');
  });
});
