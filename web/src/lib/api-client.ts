import { i18n } from '@/i18n/i18n';
import { showAlert } from './alerts';
import { session } from './session';

export interface Envelope<T> {
  status: 'success' | 'error';
  data: { message?: string; responseType?: number; responseData?: T; code?: string; params?: Record<string, unknown> };
}

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
  /** Turn the server's message into an alert (mutations); queries stay quiet. */
  alert?: boolean;
  signal?: AbortSignal;
}

let onForbidden: () => void = () => window.location.assign('/login');

/** The router registers client-side navigation so a 403 does not reload the page. */
export function setForbiddenHandler(handler: () => void) {
  onForbidden = handler;
}

export function errorText(code: string | undefined, fallback: string): string {
  const key = `errors:${code ?? ''}`;
  return code && i18n.exists(key) ? i18n.t(key as never) : fallback || i18n.t('common:errors.generic');
}

export async function apiCall<T>(path: string, body: unknown = {}, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const { token } = session.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let envelope: Envelope<T> | null = null;
  let httpStatus = 0;
  try {
    const res = await fetch(`/api/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      signal: options.signal,
    });
    httpStatus = res.status;
    envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
  }
  const responseType = envelope?.data?.responseType ?? httpStatus;
  if (responseType === 403) {
    // Spec 6: a 403 forces logout and a redirect to /login.
    session.clear();
    onForbidden();
  }
  if (!envelope || envelope.status !== 'success') {
    const message = errorText(envelope?.data?.code, envelope?.data?.message ?? '');
    if (options.alert) showAlert(message, 'error');
    throw new ApiError(message, responseType || 500, envelope?.data?.code);
  }
  if (options.alert && envelope.data.message) showAlert(envelope.data.message, 'success');
  return envelope.data.responseData as T;
}
