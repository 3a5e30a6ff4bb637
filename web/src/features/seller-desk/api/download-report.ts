import type { ApiEnvelope } from '@facet/event-schemas';
import { ApiError, errorText } from '@/lib/api-client';
import { session } from '@/lib/session';
import type { ReportParams } from './desk-keys';

/**
 * `seller/report/download`: the server streams the whole report as CSV; the browser saves it
 * under the server's file name (Content-Disposition).
 */
export async function downloadReport(params: ReportParams): Promise<string> {
  const { token } = session.get();
  const res = await fetch('/api/seller/report/download', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(params),
  });
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as ApiEnvelope<unknown> | null;
    const refusal = envelope?.status === 'error' ? envelope.data : undefined;
    throw new ApiError(errorText(refusal?.code, refusal?.message ?? ''), res.status, refusal?.code);
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    `${params.type}-report.csv`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return name;
}
