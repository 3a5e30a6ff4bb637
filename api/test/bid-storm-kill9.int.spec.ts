import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildApi } from './child-api.js';
import {
  bidUntilAnswered,
  buyers,
  expectEveryAnswerKept,
  hotLots,
  storedLots,
  type Told,
} from './storm-fixtures.js';

/**
 * quality.md, "kill -9 the api during a bid storm": four buyers bid on two hot lots over HTTP;
 * the node is killed (SIGKILL) right after it wrote its 20th bid and before answering it, while
 * other bids are in flight. It is started again on the same data dir and every client retries
 * each unknown outcome with the same command id. Then the stored lot streams are checked against
 * what the clients were told.
 */
describe('A bid storm survives kill -9 of the api', () => {
  let api: ChildApi;

  beforeAll(async () => {
    api = await ChildApi.onTempDir('facet-storm-kill9-');
  });
  afterAll(() => api?.dispose());

  it('records every acknowledged bid once, no retried bid twice, and the price the rules give', async () => {
    await api.start({ FACET_CRASH_AT: 'command:after-append@20' });
    const tokens = await buyers(api, 4, 'kill9');
    const { ids: lots } = await hotLots(api, 2);

    const killed = api.exited();
    const restarted = killed.then(async ({ signal }) => {
      await api.start();
      return signal;
    });
    const deadline = Date.now() + 90_000;
    const told: Told[] = [];
    await Promise.all(
      tokens.map(async (token, b) => {
        for (let k = 0; k < 12; k++) {
          const lot = lots[(b + k) % 2] as string;
          // Rising maxima, interleaved between buyers: most are accepted, some are outbid.
          const dollars = 100 + 10 * (k * tokens.length + b);
          told.push(await bidUntilAnswered(api, token, lot, dollars, `s${b}-${k}`, deadline));
        }
      }),
    );
    expect(await restarted).toBe('SIGKILL');
    // The storm really was cut: some clients never heard back and had to retry.
    expect(told.some((t) => t.unknown > 0)).toBe(true);
    expect(told.every((t) => t.status === 200 || t.status === 422)).toBe(true);

    // What a client sees of each lot now, before the node stops.
    const shown = new Map<string, number>();
    for (const lot of lots) {
      const card = (await api.post('product/search', { filters: { id: lot } }, tokens[0])).body.data
        .responseData.records[0];
      shown.set(lot, Math.round(Number(card.wprice) * 100));
    }
    await api.stop();

    const states = expectEveryAnswerKept(await storedLots(api.dataDir, lots), told);
    for (const lot of lots) {
      const state = states.get(lot);
      expect(state?.wprice).toBeGreaterThan(100_00);
      expect(shown.get(lot)).toBe(state?.wprice);
    }
  }, 120_000);
});
