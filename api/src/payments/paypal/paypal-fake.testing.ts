import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const DECLINE_DESCRIPTION =
  "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.";

interface FakeOrder {
  id: string;
  amount: { currency_code: string; value: string };
  custom_id?: string;
  approved: 'no' | 'yes' | 'with-declined-card';
  authorizations: { id: string; status: string; amount: FakeOrder['amount']; custom_id?: string }[];
  captures: { id: string; status: string; amount: FakeOrder['amount'] }[];
  refunds: { id: string; capture: string; amount: FakeOrder['amount'] }[];
}

/** The request fields the fake reads: a new order's unit, a refund's amount. */
interface Sent {
  purchase_units?: { amount: FakeOrder['amount']; custom_id?: string }[];
  amount?: FakeOrder['amount'];
}

const read = async (req: IncomingMessage): Promise<Sent> => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? (JSON.parse(text) as Sent) : {};
};

const problem = (status: number, name: string, issue: string, description: string) => ({
  status,
  body: {
    name,
    message:
      status === 422
        ? 'The requested action could not be performed, semantically incorrect, or failed business validation.'
        : 'The specified resource does not exist.',
    debug_id: randomUUID().slice(0, 13),
    details: [{ issue, description }],
    links: [],
  },
});

/** PayPal's answer to an order, authorization or capture id it does not know. */
const unknownResource = () =>
  problem(
    404,
    'RESOURCE_NOT_FOUND',
    'INVALID_RESOURCE_ID',
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  );

/**
 * A local stand-in for PayPal's REST API, only the calls the adapter makes, in the documented
 * shapes: OAuth client credentials, Orders v2 (create with intent AUTHORIZE, authorize, get) and
 * Payments v2 (capture, void, refund), each write replayed by its PayPal-Request-Id. The payer's
 * approval on PayPal's page is `approve(orderId)`; `approve(orderId, true)` approves with a card
 * the bank then declines (INSTRUMENT_DECLINED, as the sandbox's negative testing answers).
 */
export async function startPayPalFake(clientId = 'facet-client', secret = 'facet-secret') {
  const orders = new Map<string, FakeOrder>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const token = `A21AA${randomUUID().replace(/-/g, '')}`;
  const id = () => randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase();
  const orderOf = (authOrCapture: string) =>
    [...orders.values()].find(
      (o) =>
        o.authorizations.some((a) => a.id === authOrCapture) ||
        o.captures.some((c) => c.id === authOrCapture),
    );
  let base = '';

  const answer = async (req: IncomingMessage): Promise<{ status: number; body?: unknown }> => {
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const basic = Buffer.from(`${clientId}:${secret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`)
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        };
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-FAKE',
          expires_in: 32400,
          nonce: 'fake',
        },
      };
    }
    if (req.headers.authorization !== `Bearer ${token}`)
      return {
        status: 401,
        body: {
          name: 'AUTHENTICATION_FAILURE',
          message:
            'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
          details: [],
          links: [],
        },
      };
    const body = await read(req);
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const unit = body.purchase_units?.[0];
      if (!unit)
        return problem(
          400,
          'INVALID_REQUEST',
          'MISSING_REQUIRED_PARAMETER',
          'A required field / parameter is missing.',
        );
      const order: FakeOrder = {
        id: id(),
        amount: unit.amount,
        custom_id: unit.custom_id,
        approved: 'no',
        authorizations: [],
        captures: [],
        refunds: [],
      };
      orders.set(order.id, order);
      return {
        status: 200,
        body: {
          id: order.id,
          status: 'PAYER_ACTION_REQUIRED',
          payment_source: { paypal: {} },
          links: [
            { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
            { href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' },
          ],
        },
      };
    }
    if (req.method === 'GET' && (m = path.match(/^\/v2\/checkout\/orders\/([^/]+)$/))) {
      const o = orders.get(m[1]!);
      if (!o) return unknownResource();
      return {
        status: 200,
        body: {
          id: o.id,
          intent: 'AUTHORIZE',
          status: o.authorizations.length ? 'COMPLETED' : 'APPROVED',
          purchase_units: [
            {
              reference_id: 'default',
              amount: o.amount,
              custom_id: o.custom_id,
              payments: { authorizations: o.authorizations, captures: o.captures },
            },
          ],
          links: [],
        },
      };
    }
    if (req.method === 'POST' && (m = path.match(/^\/v2\/checkout\/orders\/([^/]+)\/authorize$/))) {
      const o = orders.get(m[1]!);
      if (!o) return unknownResource();
      if (o.approved === 'no')
        return problem(
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_NOT_APPROVED',
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
        );
      if (o.approved === 'with-declined-card')
        return problem(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED', DECLINE_DESCRIPTION);
      if (o.authorizations.length)
        return problem(
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_ALREADY_AUTHORIZED',
          "Order already authorized.If 'intent=AUTHORIZE' only one authorization per order is allowed.",
        );
      const auth = {
        id: id(),
        status: 'CREATED',
        amount: o.amount,
        custom_id: o.custom_id,
        expiration_time: new Date(Date.now() + 29 * 864e5).toISOString(),
        links: [],
      };
      o.authorizations.push(auth);
      return {
        status: 201,
        body: {
          id: o.id,
          status: 'COMPLETED',
          purchase_units: [{ reference_id: 'default', payments: { authorizations: [auth] } }],
          links: [],
        },
      };
    }
    if (
      req.method === 'POST' &&
      (m = path.match(/^\/v2\/payments\/authorizations\/([^/]+)\/(capture|void)$/))
    ) {
      const o = orderOf(m[1]!);
      const auth = o?.authorizations.find((a) => a.id === m![1]);
      if (!o || !auth) return unknownResource();
      if (auth.status === 'CAPTURED')
        return problem(
          422,
          'UNPROCESSABLE_ENTITY',
          'AUTHORIZATION_ALREADY_CAPTURED',
          'Authorization has been previously captured and hence cannot be captured again.',
        );
      if (auth.status === 'VOIDED')
        return problem(
          422,
          'UNPROCESSABLE_ENTITY',
          'PREVIOUSLY_VOIDED',
          'Authorization has been previously voided and hence cannot be voided again.',
        );
      if (m[2] === 'void') {
        auth.status = 'VOIDED';
        return { status: 204 };
      }
      auth.status = 'CAPTURED';
      const capture = {
        id: id(),
        status: 'COMPLETED',
        amount: auth.amount,
        final_capture: true,
        links: [],
      };
      o.captures.push(capture);
      return { status: 201, body: capture };
    }
    if (req.method === 'POST' && (m = path.match(/^\/v2\/payments\/captures\/([^/]+)\/refund$/))) {
      const o = orderOf(m[1]!);
      if (!o) return unknownResource();
      const refund = { id: id(), capture: m[1]!, amount: body.amount ?? o.amount };
      o.refunds.push(refund);
      return {
        status: 201,
        body: { id: refund.id, status: 'COMPLETED', amount: refund.amount, links: [] },
      };
    }
    return problem(
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      `No ${req.method} ${path} in this fake`,
    );
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const key = req.headers['paypal-request-id'];
    const replayed = typeof key === 'string' ? replays.get(key) : undefined;
    void (replayed ? Promise.resolve(replayed) : answer(req)).then((a) => {
      if (typeof key === 'string' && a.status < 300)
        replays.set(key, { status: a.status, body: a.body });
      if (a.body === undefined) return res.writeHead(a.status).end();
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    orders,
    /** The payer approving the order on PayPal's page (with a card the bank will decline). */
    approve: (orderId: string, declinedCard = false) => {
      const o = orders.get(orderId);
      if (!o) throw new Error(`no order ${orderId}`);
      o.approved = declinedCard ? 'with-declined-card' : 'yes';
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
