import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sandboxErrorPage, sandboxPaymentPage } from './sandbox-gateway.page.js';
import {
  type PaymentRequestFields,
  signPaymentAnswer,
  verifyPaymentRequest,
} from './redirect-signature.js';

const REQUEST_FIELDS = [
  'provider',
  'payment_id',
  'payer_id',
  'amount',
  'return_url',
  'notify_url',
] as const;
const NOTIFY_TIMEOUT_MS = 5_000;
const MAX_FORM_BYTES = 8 * 1024;

/**
 * SANDBOX: a local stand-in for a redirect payment gateway (Rosoom, Paytm, Cashfree). It shows
 * the amount of a link the marketplace signed, lets the payer press Pay or Cancel, posts its signed
 * answer to the link's notify address and sends the browser back to its return address with the
 * same answer, as a real gateway does. No
 * money moves. The reference is derived from the payment, so pressing Pay twice answers the same.
 */
export class SandboxGatewayServer {
  private server: Server | undefined;

  constructor(private readonly secret: string) {}

  async listen(port: number, host: string): Promise<number> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch(() => send(res, 500, sandboxErrorPage('Something went wrong')));
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return (server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (url.pathname !== '/pay') return send(res, 404, sandboxErrorPage('Not found'));
    if (req.method === 'GET') {
      const signed = this.signedRequest(url.searchParams);
      if (!signed) return send(res, 400, sandboxErrorPage('This payment link is not valid'));
      return send(res, 200, sandboxPaymentPage(signed.request, signed.signature));
    }
    if (req.method !== 'POST') return send(res, 405, sandboxErrorPage('Method not allowed'));
    const form = new URLSearchParams(await readBody(req));
    const signed = this.signedRequest(form);
    const status = form.get('status');
    if (!signed || (status !== 'paid' && status !== 'cancelled'))
      return send(res, 400, sandboxErrorPage('This payment link is not valid'));
    const { request } = signed;
    const answer = {
      provider: request.provider,
      payment_id: request.payment_id,
      payer_id: request.payer_id,
      status,
      amount: request.amount,
      reference: `sandbox-${createHmac('sha256', this.secret).update(request.payment_id).digest('hex').slice(0, 20)}`,
    } as const;
    const signature = signPaymentAnswer(this.secret, answer);
    // As a real gateway does: the merchant hears first, then the browser goes back with the same.
    await notify(request.notify_url, { ...answer, signature });
    const back = new URL(request.return_url);
    for (const [k, v] of Object.entries(answer)) back.searchParams.set(k, v);
    back.searchParams.set('signature', signature);
    res.writeHead(303, { location: back.toString(), 'cache-control': 'no-store' }).end();
  }

  private signedRequest(params: URLSearchParams) {
    const values = REQUEST_FIELDS.map((k) => params.get(k));
    const signature = params.get('signature');
    if (values.some((v) => v === null) || !signature) return undefined;
    const [
      provider = '',
      payment_id = '',
      payer_id = '',
      amount = '',
      return_url = '',
      notify_url = '',
    ] = values as string[];
    const request: PaymentRequestFields = {
      provider,
      payment_id,
      payer_id,
      amount,
      return_url,
      notify_url,
    };
    const web = /^https?:\/\//;
    if (!/^\d+$/.test(request.amount) || !web.test(request.return_url) || !web.test(notify_url))
      return undefined;
    return verifyPaymentRequest(this.secret, request, signature)
      ? { request, signature }
      : undefined;
  }
}

/** Best effort: the payer's return carries the same answer when the merchant cannot be reached. */
async function notify(url: string, answer: Record<string, string>): Promise<void> {
  await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answer),
    signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
  }).catch(() => undefined);
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
