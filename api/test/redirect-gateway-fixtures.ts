import { expect } from 'vitest';
import type { Buyer } from './commerce-fixtures.js';
import type { Harness } from './http-harness.js';

/**
 * Pays an invoice through the redirect gateway as a browser does: `payment/rosoom_payment` (its
 * Origin names where to come back), then Pay on the SANDBOX gateway's page, which posts its signed
 * answer to the api before sending the browser back. The payment's id.
 */
export async function payThroughRedirectGateway(
  h: Harness,
  payer: Buyer,
  invoiceId: string,
  commandId: string,
): Promise<string> {
  const started = await fetch(`${h.baseUrl}/api/payment/rosoom_payment`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${payer.token}`,
      origin: h.baseUrl,
    },
    body: JSON.stringify({ invoice_id: invoiceId, commandId }),
  });
  expect(started.status).toBe(200);
  const { link } = ((await started.json()) as { data: { responseData: { link: string } } }).data
    .responseData;
  const form = new URLSearchParams(new URL(link).searchParams);
  form.set('status', 'paid');
  const paid = await fetch(new URL('/pay', link), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return form.get('payment_id') ?? '';
}
