import type { ApiEnvelope, RouteBody, RoutePath } from '@facet/event-schemas';
import { ApiError, errorText } from './api-client';
import { saveBlob } from './download-json';
import { session } from './session';

/**
 * A POST route whose answer is the file itself (a report, an evidence export): the browser saves
 * it under the server's file name (Content-Disposition), or `fallbackName`. A refusal keeps the
 * envelope and is thrown in the reader's language, as `apiCall` would.
 */
export async function downloadFile<P extends RoutePath>(
  path: P,
  body: RouteBody<P>,
  fallbackName: string,
): Promise<string>;
export async function downloadFile(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<string> {
  const { token } = session.get();
  const res = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as ApiEnvelope<unknown> | null;
    const refusal = envelope?.status === 'error' ? envelope.data : undefined;
    throw new ApiError(errorText(refusal?.code, refusal?.message ?? ''), res.status, refusal?.code);
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return saveBlob(name, await res.blob());
}
