import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso, newLot } from './commerce-fixtures.js';
import { ADMIN, type Harness, signUp, startHarness, waitFor } from './http-harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a lot screen shows: price, next bid, close time, the viewer's own label, at a revision. */
interface View {
  revision: number;
  wprice: number | null;
  next_bid: number | null;
  date_closed: string;
  bidtopstatus: string | null;
}

/**
 * A watcher that keeps its view as the web client does (web/src/features/lots/realtime and
 * model/lot-cache-patch.ts): a push older than the view is ignored, one that skips revisions
 * refetches the lot; on every reconnect it watches again first, then sends `catchUp` with its
 * revision and refetches when the answer says something moved on (or the answer failed).
 * A refetch replaces the view, as a query refetch replaces its data.
 */
class Watcher {
  view: View | undefined;
  reconnects = 0;
  private inFlight = 0;
  readonly socket: Socket;

  constructor(
    private readonly h: Harness,
    private readonly lotId: string,
    private readonly token: string,
  ) {
    this.socket = io(h.baseUrl, {
      transports: ['websocket'],
      auth: { token },
      reconnectionDelay: 20,
      reconnectionDelayMax: 100,
      randomizationFactor: 0,
    });
    let first = true;
    this.socket.on('connect', () => {
      this.socket.emit('watchLots', { ids: [lotId] });
      if (first) {
        first = false;
        void this.refetch();
        return;
      }
      this.reconnects += 1;
      if (!this.view) return void this.refetch();
      this.socket
        .timeout(5_000)
        .emit(
          'catchUp',
          { lots: { [lotId]: this.view.revision } },
          (err: unknown, answer: { ok: boolean; sent?: number }) => {
            if (err || !answer.ok || (answer.sent ?? 0) > 0) void this.refetch();
          },
        );
    });
    this.socket.on('bidAddtime', (p: any) => {
      if (p.status !== 'success' || p.id !== lotId || !this.view) return;
      if (p.revision < this.view.revision) return;
      const gap = p.revision > this.view.revision + 1;
      this.view = {
        revision: p.revision,
        wprice: p.wprice,
        next_bid: p.next_bid,
        date_closed: p.date_closed,
        bidtopstatus: p.bidtopstatus ?? this.view.bidtopstatus,
      };
      if (gap) void this.refetch();
    });
  }

  get settled(): boolean {
    return this.socket.connected && this.inFlight === 0 && this.view !== undefined;
  }

  async refetch(): Promise<void> {
    this.inFlight += 1;
    try {
      this.view = await serverView(this.h, this.lotId, this.token);
    } finally {
      this.inFlight -= 1;
    }
  }

  /** A network drop: the transport closes under the client, which reconnects by itself. */
  drop(): void {
    this.socket.io.engine?.close();
  }
}

/** The lot as the server shows it to this user now (the web's lot query: product/search by id). */
async function serverView(h: Harness, lotId: string, token: string): Promise<View> {
  const r = await h.post('product/search', { limit: 1, page: 1, filters: { id: lotId } }, token);
  const lot = (r.body.data.responseData.records ?? r.body.data.records)[0];
  return {
    revision: lot.revision,
    wprice: lot.wprice,
    next_bid: lot.next_bid,
    date_closed: lot.date_closed,
    bidtopstatus: lot.bidtopstatus ?? null,
  };
}

/**
 * Quality row "socket disconnect storms during a burst": many watchers of one lot, half of them
 * dropped and reconnected over and over while bids arrive; once the burst is over and everyone is
 * back, each watcher's view (price, next bid, close time, own leader label) equals the server's.
 */
describe('A socket disconnect storm during a bid burst', () => {
  let h: Harness;
  let lotId: string;
  const bidders: { token: string; id: string }[] = [];
  let onlooker: { token: string; id: string };
  const watchers: { w: Watcher; token: string; flaps: boolean }[] = [];

  beforeAll(async () => {
    h = await startHarness();
    const admin = (await h.post('user/login', ADMIN)).body.data.responseData.token;
    bidders.push(
      await signUp(h, 'Ada', 'ada@storm.test'),
      await signUp(h, 'Ben', 'ben@storm.test'),
    );
    onlooker = await signUp(h, 'Cy', 'cy@storm.test');
    lotId = await newLot(h, admin, {
      title: 'Storm rough',
      desc_proc: 'x',
      pricing: 'per_item',
      weight: '1',
      qty: 1,
      sprice: 100,
      // Inside the soft-close window: bids move the close time too.
      date_closed: iso(h.clock.now().getTime() + 60_000),
    });
  });

  afterAll(async () => {
    for (const { w } of watchers) w.socket.disconnect();
    await h?.close();
  });

  it("leaves every watcher's view equal to the server's", async () => {
    const viewers = [...bidders, onlooker];
    for (let i = 0; i < 24; i++) {
      const who = viewers[i % viewers.length]!;
      watchers.push({ w: new Watcher(h, lotId, who.token), token: who.token, flaps: i % 2 === 0 });
    }
    await waitFor(() => watchers.every(({ w }) => w.settled), 30_000);

    // The storm: every 40 ms one of the flapping half drops its connection.
    let storming = true;
    const flappers = watchers.filter((x) => x.flaps);
    const storm = (async () => {
      for (let i = 0; storming; i++) {
        flappers[i % flappers.length]!.w.drop();
        await sleep(40);
      }
    })();
    // The burst: two bidders outbid each other 40 times.
    const told: number[] = [];
    for (let i = 0; i < 40; i++) {
      // The last bids land while every flapping watcher is away: only catching up shows them.
      if (i >= 37) for (const { w } of flappers) w.drop();
      const r = await h.post(
        'bid/confirm',
        { id: lotId, wsprice: 200 + i * 50, bidding_type: 'proxy' },
        bidders[i % 2]!.token,
      );
      told.push(r.status);
    }
    storming = false;
    await storm;
    expect(told.every((s) => s === 200)).toBe(true);
    expect(flappers.every(({ w }) => w.reconnects > 0)).toBe(true);

    // End state: once everyone is connected and no refetch runs, views equal the server's.
    await waitFor(() => watchers.every(({ w }) => w.settled), 60_000);
    await sleep(500);
    await waitFor(() => watchers.every(({ w }) => w.settled), 60_000);
    for (const { w, token } of watchers) expect(w.view).toEqual(await serverView(h, lotId, token));
    const final = await serverView(h, lotId, bidders[1]!.token);
    expect(final).toMatchObject({ bidtopstatus: 'winner', wprice: expect.any(Number) });
    expect((await serverView(h, lotId, bidders[0]!.token)).bidtopstatus).toBe('outbid');
  }, 120_000);
});
