import type { RouteBody } from '@facet/event-schemas';
import { session } from '@/lib/session';

/**
 * `invoice/pdf`: the printable invoice. The api wants the bearer token, which a plain link
 * cannot send, so the file is fetched and handed to the browser as a download.
 */
export async function downloadInvoicePdf(id: string, number: number): Promise<void> {
  const { token } = session.get();
  // The answer is the file, not an envelope: `apiCall` does not read it; the body is the route's.
  const body: RouteBody<'invoice/pdf'> = { id };
  const res = await fetch('/api/invoice/pdf', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`PDF ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
