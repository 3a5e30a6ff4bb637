import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildApi } from './child-api.js';
import { ADMIN } from './http-harness.js';
import {
  bidIdOf,
  bidUntilAnswered,
  buyers,
  hotLots,
  refold,
  sleep,
  storedLots,
  type Told,
} from './storm-fixtures.js';

/** A login whose body trickles in until `finish`: a request in flight for as long as a test wants. */
function slowLogin(port: number): { finish: () => Promise<number> } {
  const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/user/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return {
    finish: () => {
      req.end(body.slice(10));
      return status;
    },
  };
}

/**
 * quality.md, "SIGTERM under load": six buyers keep bidding on two lots; after 15 answers the
 * node gets SIGTERM with bids in flight. Each command either finishes (200/422) or is refused
 * with the retryable 503 'server.restarting' (or finds the node gone: refused, never reset); the
 * client retries the same command id until a new node is up on the same data dir. Nothing acknowledged is lost and a
 * command retried after a 503 is applied once.
 */
describe('SIGTERM under a bid storm', () => {
  let api: ChildApi;

  beforeAll(async () => {
    api = await ChildApi.onTempDir('facet-sigterm-load-');
  });
  afterAll(() => api?.dispose());

  it('finishes or refuses with 503 every command in flight, then applies each retry once', async () => {
    await api.start();
    const tokens = await buyers(api, 6, 'sigterm');
    const { ids: lots } = await hotLots(api, 2);

    let answered = 0;
    const drained = (async () => {
      while (answered < 15) await sleep(5);
      // A slow request (its body still arriving) keeps the node draining for a second, so the
      // storm's next commands meet the draining node (503), not only its absence.
      const slow = slowLogin(api.port);
      await sleep(20);
      const exit = api.exited();
      inFlightAtSignal = inFlight;
      api.signal('SIGTERM');
      await sleep(1_000);
      expect(await slow.finish()).toBe(200);
      const { code } = await exit;
      await api.start();
      return code;
    })();
    const deadline = Date.now() + 90_000;
    const told: Told[] = [];
    let inFlightAtSignal = 0;
    let inFlight = 0;
    await Promise.all(
      tokens.map(async (token, b) => {
        for (let k = 0; k < 25; k++) {
          const lot = lots[(b + k) % 2] as string;
          const dollars = 100 + 10 * (k * tokens.length + b);
          inFlight++;
          const t = await bidUntilAnswered(api, token, lot, dollars, `t${b}-${k}`, deadline);
          inFlight--;
          answered++;
          told.push(t);
        }
      }),
    );
    // A drained node exits by itself, 0.
    expect(await drained).toBe(0);
    expect(inFlightAtSignal).toBeGreaterThan(0);
    expect(told.every((t) => t.status === 200 || t.status === 422)).toBe(true);
    // Some commands met the draining node (503 'server.restarting') and were retried.
    expect(told.some((t) => t.restarting > 0)).toBe(true);
    // A reset (a connection the kernel had queued when the node stopped listening) is rare but
    // possible, so it is not asserted away: like any unknown outcome it was retried, and the
    // checks below show the command applied once.
    await api.stop();

    const streams = await storedLots(api.dataDir, lots);
    for (const lot of lots) {
      const events = streams.get(lot) ?? [];
      expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
      const bidIds = events.map(bidIdOf).filter((id): id is string => id !== undefined);
      expect(new Set(bidIds).size).toBe(bidIds.length);
      for (const t of told.filter((x) => x.lot === lot)) {
        const times = bidIds.filter((id) => id === t.commandId).length;
        expect([t.commandId, t.status, times]).toEqual([
          t.commandId,
          t.status,
          t.status === 200 ? 1 : 0,
        ]);
      }
      expect(refold(events).mismatches).toEqual([]);
    }
  }, 120_000);
});
