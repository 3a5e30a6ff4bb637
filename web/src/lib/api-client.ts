import { i18n } from '@/i18n/i18n';
import { showAlert } from './alerts';
import type { ApiEnvelope, RouteAnswer, RouteBody, RoutePath } from '@facet/event-schemas';
import { formatCents } from './format';
import { session } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  /**
   * Spec 8: every answer becomes an alert (the server's message, in the reader's language)
   * unless the caller says `noAlert`: `true` for reads and calls whose screen says nothing,
   * 'success' where the screen words its own success and only a failure is alerted.
   */
  noAlert?: true | 'success';
  signal?: AbortSignal;
}

let onForbidden: () => void = () => window.location.assign('/login');

/** The router registers client-side navigation so a 403 does not reload the page. */
export function setForbiddenHandler(handler: () => void) {
  onForbidden = handler;
}

/** Server params to the values a wording shows: money arrives in integer cents. */
function wordingValues(params: Record<string, unknown>): Record<string, unknown> {
  const amount = params['amount'];
  return typeof amount === 'number' ? { ...params, amount: formatCents(amount) } : params;
}

/**
 * The server's error in the reader's language: `errors:<code>` filled from the error's params
 * (`{{message}}` is the server's own message); the server's English message when the code has no
 * wording, or when the wording needs a value the server did not send.
 */
export function errorText(
  code: string | undefined,
  fallback: string,
  params: Record<string, unknown> = {},
): string {
  const key = `errors:${code ?? ''}`;
  const serverText = fallback || i18n.t('common:errors.generic');
  if (!code || !i18n.exists(key)) return serverText;
  const text = String(
    i18n.t(key as never, { ...wordingValues(params), message: fallback } as never),
  );
  return !text || /\{\{/.test(text) ? serverText : text;
}

/** The server's success in the reader's language: `successes:<code>`, else its English message. */
export function successText(code: string | undefined, message: string): string {
  const key = `successes:${code ?? ''}`;
  return code && i18n.exists(key) ? String(i18n.t(key as never)) : message;
}

async function post<T>(path: string, body: unknown, signal?: AbortSignal) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const { token } = session.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let envelope: ApiEnvelope<T> | null = null;
  let httpStatus = 0;
  try {
    const res = await fetch(`/api/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      signal,
    });
    httpStatus = res.status;
    envelope = (await res.json().catch(() => null)) as ApiEnvelope<T> | null;
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
  }
  // A body that could not be read (a reload cutting it off) is no answer, whatever the status
  // line said: a 200 without its envelope must not read as a refusal.
  const unread = envelope === null && httpStatus < 400 ? 0 : httpStatus;
  return { envelope, responseType: envelope?.data?.responseType ?? unread, sentToken: token };
}

let refreshing: Promise<boolean> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Rotates the refresh token once for every caller waiting on the same expired access token. */
export function refreshSession(): Promise<boolean> {
  const refresh_token = session.refreshToken();
  if (!refresh_token) return Promise.resolve(false);
  const body: RouteBody<'user/refreshToken'> = { refresh_token };
  refreshing ??= post<RouteAnswer<'user/refreshToken'>>('user/refreshToken', body)
    .then(({ envelope }) => {
      const tokens = envelope?.status === 'success' ? envelope.data.responseData : undefined;
      if (!tokens) return false;
      session.signIn(tokens.token, tokens.user, tokens.refresh_token);
      scheduleRefresh(tokens.expires_in);
      return true;
    })
    .finally(() => (refreshing = null));
  return refreshing;
}

/** Refresh a minute before the access token ends, so a socket reconnect never presents a stale one. */
export function scheduleRefresh(expiresInSeconds: number | undefined) {
  clearTimeout(refreshTimer);
  if (!expiresInSeconds) return;
  refreshTimer = setTimeout(() => void refreshSession(), Math.max(expiresInSeconds - 60, 5) * 1000);
}

/** After a reload only the stored token is known: its own expiry sets the refresh timer. */
export function scheduleRefreshFromToken(token: string | null, nowMs: number) {
  try {
    const payload = JSON.parse(
      atob((token ?? '').split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? ''),
    ) as { exp?: number };
    if (payload.exp) scheduleRefresh(Math.max(payload.exp - Math.floor(nowMs / 1000), 0));
  } catch {
    // Not a JWT we can read: the 401 path still refreshes.
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Logs out (spec 6); `reason` says why in an alert, whatever the caller asked. */
function endSession(reason?: string) {
  if (reason) showAlert(i18n.t('common:session.loggedOutBecause', { reason }), 'warning');
  clearTimeout(refreshTimer);
  session.clear(true);
  onForbidden();
}

/**
 * `POST /api/{path}` with the body its route declares, answering the route's declared answer:
 * a renamed route or field fails to compile here and on the server alike.
 */
export async function apiCall<P extends RoutePath>(
  path: P,
  body: RouteBody<P>,
  options?: CallOptions,
): Promise<RouteAnswer<P>>;
export async function apiCall<T>(
  path: string,
  body: unknown = {},
  options: CallOptions = {},
): Promise<T> {
  const first = await post<T>(path, body, options.signal);
  let { envelope, responseType } = first;
  const { sentToken } = first;
  if (responseType === 401 && sentToken) {
    // Only the first 401 tries a refresh; a second one (or a dead refresh token) ends the session.
    const stillSame = session.get().token === sentToken;
    if (!stillSame || (await refreshSession()))
      ({ envelope, responseType } = await post<T>(path, body, options.signal));
  }
  const user = session.get().user;
  // The server's terms gate (428): the blocking terms dialog follows termcheck.
  if (responseType === 428 && user) session.setUser({ ...user, termcheck: false });
  if (!envelope || envelope.status !== 'success') {
    const data = envelope?.data;
    const details = data?.responseData;
    const params = data?.params ?? (isRecord(details) ? details : {});
    const message = errorText(data?.code, data?.message ?? '', params);
    // Spec 6: a 403 forces logout and a redirect to /login, and so does a 401 the refresh could
    // not cure (a second one, or a dead refresh token); the alert says why.
    if (responseType === 403 || (responseType === 401 && sentToken && session.get().token))
      endSession(message);
    else if (!options.noAlert || options.noAlert === 'success') showAlert(message, 'error');
    throw new ApiError(message, responseType || 500, envelope?.data?.code);
  }
  if (!options.noAlert)
    showAlert(successText(envelope.data.code, envelope.data.message), 'success');
  return envelope.data.responseData as T;
}
