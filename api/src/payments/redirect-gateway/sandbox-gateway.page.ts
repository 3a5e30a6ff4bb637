import type { PaymentRequestFields } from './redirect-signature.js';

const escape = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const dollars = (cents: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    Number(cents) / 100,
  );

/** The sandbox gateway's one page: the amount, and Pay or Cancel; marked SANDBOX all over. */
export function sandboxPaymentPage(request: PaymentRequestFields, signature: string): string {
  const hidden = Object.entries({ ...request, signature })
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
  const form = (status: 'paid' | 'cancelled', label: string, testId: string) =>
    `<form method="post" action="/pay">${hidden}<input type="hidden" name="status" value="${status}">` +
    `<button type="submit" data-testid="${testId}">${label}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SANDBOX payment gateway</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#fff8e1;color:#222}
.banner{background:#b71c1c;color:#fff;padding:12px;text-align:center;font-weight:700;letter-spacing:.1em}
main{max-width:420px;margin:40px auto;background:#fff;border:2px dashed #b71c1c;padding:24px;border-radius:8px}
.amount{font-size:2em;margin:12px 0}
.actions{display:flex;gap:12px}
button{font-size:1em;padding:10px 20px;border-radius:6px;border:1px solid #444;cursor:pointer}
form:first-child button{background:#2e7d32;color:#fff;border-color:#2e7d32}
</style></head>
<body>
<div class="banner" data-testid="sandbox-banner">SANDBOX: no money moves</div>
<main>
<h1>SANDBOX payment gateway</h1>
<p>Provider: <strong data-testid="sandbox-provider">${escape(request.provider)}</strong></p>
<p>Payment: <code>${escape(request.payment_id)}</code></p>
<div class="amount" data-testid="sandbox-amount">${escape(dollars(request.amount))}</div>
<p>This page stands in for a payment provider so the redirect flow can be tried end to end.</p>
<div class="actions">${form('paid', 'Pay', 'sandbox-pay')}${form('cancelled', 'Cancel', 'sandbox-cancel')}</div>
</main>
</body></html>`;
}

export const sandboxErrorPage = (message: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SANDBOX payment gateway</title></head>` +
  `<body><p><strong>SANDBOX payment gateway</strong></p><p data-testid="sandbox-error">${escape(message)}</p></body></html>`;
