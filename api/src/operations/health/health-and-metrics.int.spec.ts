import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainItemLot } from '../../../test/backoffice-fixtures.js';
import { adminToken, creditWallet, newLot } from '../../../test/commerce-fixtures.js';
import { type Harness, signUp, startHarness, waitFor } from '../../../test/http-harness.js';

/** Issue 19, operators: a readiness probe that asks the stores, and Prometheus metrics. */
describe('Readiness and metrics of a running node', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('answers /api/ready with each store checked', async () => {
    const res = await fetch(`${h.baseUrl}/api/ready`);
    const body = (await res.json()) as {
      data: { responseData: { status: string; checks: Record<string, { ok: boolean }> } };
    };
    expect(res.status).toBe(200);
    expect(body.data.responseData.status).toBe('ready');
    expect(Object.keys(body.data.responseData.checks).sort()).toEqual([
      'eventStore',
      'projections',
      'readModels',
    ]);
  });

  it('exposes request latency by route pattern, never by raw URL, in Prometheus format', async () => {
    const buyer = await signUp(h, 'Metric', 'metric@facet.test');
    await h.post('product/view', { id: 'no-such-lot' }, buyer.token);
    const res = await fetch(`${h.baseUrl}/api/metrics`);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(text).toMatch(
      /facet_http_request_duration_seconds_count\{route="\/api\/user\/register",method="POST",status="200"\} 1/,
    );
    expect(text).toContain('facet_nodejs_eventloop_lag_seconds');
    expect(text).toContain('facet_projection_lag_p95_ms');
    // Only patterns: a lot id or a token never becomes a label.
    expect(text).not.toContain('no-such-lot');
    expect(text).not.toContain(buyer.token);
  });

  it('serves the same metrics at /metrics, where Prometheus looks by default', async () => {
    const res = await fetch(`${h.baseUrl}/metrics`);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(text).toContain('facet_http_request_duration_seconds');
    expect(text).toContain('facet_nodejs_eventloop_lag_seconds');
  });

  it('counts commands by type and outcome, times them, and sizes each append', async () => {
    // Signing up starts a session (a command that is accepted); a bid on a lot that does not
    // exist is decided and refused with its code.
    const bidder = await signUp(h, 'Counted', 'counted@facet.test');
    const refused = await h.post(
      'bid/confirm',
      { id: 'no-such-lot', wsprice: 800, bidding_type: 'proxy' },
      bidder.token,
    );
    expect(refused.body.data).toMatchObject({ code: 'lot.not-found' });
    const text = await (await fetch(`${h.baseUrl}/metrics`)).text();
    expect(text).toMatch(/facet_commands_total\{command="StartSession",outcome="accepted"\} [1-9]/);
    expect(text).toMatch(/facet_commands_total\{command="PlaceBid",outcome="lot.not-found"\} 1\n/);
    expect(text).toMatch(/facet_command_duration_seconds_count\{command="PlaceBid"\} 1\n/);
    expect(text).toMatch(/facet_append_batch_events_count [1-9]/);
    expect(text).toMatch(/facet_sockets_connected \d+/);
    expect(text).toContain('# TYPE facet_pushes_total counter');
  });

  it('reports the ledger totals from its read model: $500 received is $500 debited and credited', async () => {
    const metric = async (side: string) => {
      const text = await (await fetch(`${h.baseUrl}/metrics`)).text();
      return Number(new RegExp(`^facet_ledger_${side}_cents (\\d+)$`, 'm').exec(text)?.[1]);
    };
    expect(await metric('debits')).toBe(0);
    const buyer = await signUp(h, 'Ledger', 'ledger@facet.test');
    const admin = await adminToken(h.post);
    const credited = await creditWallet(h.post, admin, {
      userId: buyer.id,
      dollars: 500,
      note: 'Bank transfer',
      commandId: 'metrics-credit',
    });
    expect(credited.status).toBe(200);
    await waitFor(async () => (await metric('debits')) === 500_00, 60_000);
    expect(await metric('credits')).toBe(500_00);
  });

  it('counts the sockets connected to the node, up when one joins and down when it leaves', async () => {
    const connected = async () => {
      const text = await (await fetch(`${h.baseUrl}/metrics`)).text();
      return Number(/^facet_sockets_connected (\d+)$/m.exec(text)?.[1]);
    };
    expect(await connected()).toBe(0);
    const socket = io(h.baseUrl, { transports: ['websocket'], reconnection: false });
    try {
      await waitFor(async () => (await connected()) === 1, 60_000);
    } finally {
      socket.disconnect();
    }
    await waitFor(async () => (await connected()) === 0, 60_000);
  });

  it('counts the pushes this node sends when a bid moves a lot', async () => {
    const pushes = async () => {
      const text = await (await fetch(`${h.baseUrl}/metrics`)).text();
      return [...text.matchAll(/^facet_pushes_total\{event="([^"]+)"\} (\d+)$/gm)].reduce(
        (all, [, event, n]) => ({ ...all, [event as string]: Number(n) }),
        {} as Record<string, number>,
      );
    };
    const admin = await adminToken(h.post);
    const lotId = await newLot(h, admin, {
      title: 'Pushed lot',
      ...plainItemLot,
      qty: 1,
    });
    const before = (await pushes()).bidAddtime ?? 0;
    const bidder = await signUp(h, 'Pushed', 'pushed@facet.test');
    const bid = await h.post(
      'bid/confirm',
      { id: lotId, wsprice: 500, bidding_type: 'hard' },
      bidder.token,
    );
    expect(bid.status).toBe(200);
    await waitFor(async () => ((await pushes()).bidAddtime ?? 0) > before, 60_000);
  });
});
