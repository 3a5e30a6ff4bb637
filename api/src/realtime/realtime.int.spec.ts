import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainItemLot, roughLotForm } from '../../test/backoffice-fixtures.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { ADMIN, type Harness, startHarness, waitFor } from '../../test/http-harness.js';
import { solvedCaptcha } from '../../test/captcha-answer.js';

describe('Realtime pushes over socket.io', () => {
  let h: Harness;
  let lotId: string;
  const users: Record<string, { token: string; id: string }> = {};
  const sockets: Socket[] = [];

  const connect = (token?: string) => {
    const s = io(h.baseUrl, {
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    sockets.push(s);
    return s;
  };
  const received = (s: Socket, event: string) => {
    const got: any[] = [];
    s.on(event, (p: unknown) => got.push(p));
    return got;
  };

  beforeAll(async () => {
    h = await startHarness();
    for (const [name, email] of [
      ['Alice', 'alice@b.test'],
      ['Bruno', 'bruno@b.test'],
    ] as const) {
      const r = await h.post('user/register', {
        captcha: await solvedCaptcha(h.post),
        first_name: name,
        last_name: 'B',
        email,
        password: 'correct-horse',
        confirm_password: 'correct-horse',
        termcheck: 1,
      });
      users[name] = { token: r.body.data.responseData.token, id: r.body.data.responseData.user.id };
    }
    const admin = (await h.post('user/login', ADMIN)).body.data.responseData.token;
    const now = h.clock.now().getTime();
    const lot = await h.post(
      'seller/product/projectAction',
      roughLotForm(now, {
        title: 'Rough',
        ...plainItemLot,
      }),
      admin,
    );
    lotId = lot.body.data.responseData.id;
    const bus = h.app.get(LotCommandBus);
    await waitFor(async () => (await bus.load(lotId)).phase === 'open');
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await h?.close();
  });

  it('sends servertime on connect', async () => {
    const s = connect();
    const times = received(s, 'servertime');
    await waitFor(() => times.length > 0);
    expect(typeof times[0].dTime).toBe('string');
  });

  it('pushes the new price to watchers with the revision, hides it from visitors, and answers each bidder', async () => {
    const watcher = connect(users.Bruno!.token);
    const visitor = connect();
    const alice = connect(users.Alice!.token);
    const pub = received(watcher, 'bidAddtime');
    const vis = received(visitor, 'bidAddtime');
    const own = received(alice, 'bidAddtime');
    for (const s of [watcher, visitor]) await s.emitWithAck('watchLots', { ids: [lotId] });
    // The ack comes after the server has identified the socket and joined its user room.
    await alice.emitWithAck('watchLots', { ids: [] });
    const r = await h.post(
      'bid/confirm',
      { id: lotId, wsprice: 700, bidding_type: 'proxy' },
      users.Alice!.token,
    );
    expect(r.status).toBe(200);
    // The lot's opening can still be on its way (a conflated trailing push) when the watchers
    // join: wait for the push of the bid's own revision rather than taking the first one.
    const revision = r.body.data.responseData.revision;
    const ofBid = (got: { revision?: unknown }[]) => got.find((p) => p.revision === revision);
    await waitFor(() => Boolean(ofBid(pub) && ofBid(vis)) && own.length > 0);
    expect(ofBid(pub)).toMatchObject({ id: lotId, wprice: 500, next_bid: 510, bid_count: 1 });
    expect(ofBid(vis)).toMatchObject({ id: lotId, wprice: null, next_bid: null });
    expect(own.at(-1)).toMatchObject({ id: lotId, bidtopstatus: 'winner' });
  });

  it('tells the previous leader at once that they were outbid', async () => {
    const alice = connect(users.Alice!.token);
    const own = received(alice, 'bidAddtime');
    await waitFor(() => alice.connected);
    await h.post(
      'bid/confirm',
      { id: lotId, wsprice: 900, bidding_type: 'proxy' },
      users.Bruno!.token,
    );
    await waitFor(() => own.some((p) => p.bidtopstatus === 'outbid'));
  });

  it('conflates a burst to a few pushes per lot while each bidder gets an answer', async () => {
    const watcher = connect(users.Alice!.token);
    const pub = received(watcher, 'bidAddtime');
    await watcher.emitWithAck('watchLots', { ids: [lotId] });
    const before = pub.length;
    for (let i = 0; i < 20; i++) {
      await h.post(
        'bid/confirm',
        { id: lotId, wsprice: 2_000 + i * 100, bidding_type: 'proxy' },
        i % 2 ? users.Alice!.token : users.Bruno!.token,
      );
    }
    await new Promise((r) => setTimeout(r, 400));
    const lotPushes = pub.slice(before).filter((p) => p.bidtopstatus === undefined);
    expect(lotPushes.length).toBeLessThan(20);
    expect(lotPushes.at(-1).revision).toBeGreaterThan(0);
  });

  it("answers catchUp with the lots whose revision moved past the client's", async () => {
    const s = connect(users.Alice!.token);
    const got = received(s, 'bidAddtime');
    const ack = await s.emitWithAck('catchUp', { lots: { [lotId]: 0 } });
    expect(ack).toMatchObject({ ok: true, sent: 1 });
    await waitFor(() => got.length > 0);
  });
});
