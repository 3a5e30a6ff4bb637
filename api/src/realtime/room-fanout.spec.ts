import type { BidAddtimeState, RealClosedUpdatesPayload } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import {
  type LocalRooms,
  type LocalSockets,
  slicedRoomTarget,
  sliceToLocalSockets,
} from './room-fanout.js';

function fakeServer(rooms: Record<string, string[]>) {
  const writes: { to: string | string[]; event: string; payload: unknown }[] = [];
  const server: LocalRooms = {
    of: () => ({
      adapter: { rooms: new Map(Object.entries(rooms).map(([r, ids]) => [r, new Set(ids)])) },
    }),
    to: (to) => ({ emit: (event, payload) => writes.push({ to, event, payload }) }),
  };
  return { server, writes };
}

const nextTurn = () => new Promise((r) => setImmediate(r));

/** A lot's public state at `revision`, as its room is pushed it: the fan-out carries it unread. */
const lotState = (revision: number): BidAddtimeState => ({
  status: 'success',
  id: 'l1',
  wprice: 610,
  next_bid: 620,
  bid_count: revision,
  date_closed: '2030-01-02T00:00:00.000Z',
  revision,
});
const closed: RealClosedUpdatesPayload = {
  id: 'none',
  market_status: 'sold',
  wprice: 610,
  buynowed: null,
  revision: 4,
};

describe('slicedRoomTarget', () => {
  it("emits a small room (a user's own sockets) as one ordinary room emit, at once", () => {
    const { server, writes } = fakeServer({ 'user:u1': ['s1', 's2'] });
    slicedRoomTarget(server, 100, 0).to('user:u1').emit('bidAddtime', lotState(3));
    expect(writes).toEqual([{ to: 'user:u1', event: 'bidAddtime', payload: lotState(3) }]);
  });

  it('writes a big room in slices by socket id, one slice per turn, each socket exactly once', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => `s${i}`);
    const { server, writes } = fakeServer({ 'lot:l1': ids });
    let written = false;
    const out = slicedRoomTarget(server, 100, 0)
      .to('lot:l1')
      .emit('bidAddtime', lotState(9)) as Promise<boolean>;
    void out.then(() => (written = true));
    expect(writes.map((w) => (w.to as string[]).length)).toEqual([100]);
    await nextTurn();
    expect(writes.map((w) => (w.to as string[]).length)).toEqual([100, 100]);
    expect(written).toBe(false);
    await nextTurn();
    await nextTurn();
    expect(writes.flatMap((w) => w.to)).toEqual(ids);
    // The notifier holds the lot's next push until the last slice is out.
    expect(written).toBe(true);
    expect(new Set(writes.map((w) => JSON.stringify([w.event, w.payload])))).toEqual(
      new Set([JSON.stringify(['bidAddtime', lotState(9)])]),
    );
  });

  it('writes as many chunks in one turn as fit in its time budget', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => `s${i}`);
    const { server, writes } = fakeServer({ 'lot:l1': ids });
    const out = slicedRoomTarget(server, 25, 60_000).to('lot:l1').emit('bidAddtime', lotState(9));
    expect(writes.map((w) => (w.to as string[]).length)).toEqual(Array(10).fill(25));
    await expect(out).resolves.toBe(true);
  });

  it('writes nothing for a room nobody is in', () => {
    const { server, writes } = fakeServer({ 'lot:l1': ['s1'] });
    slicedRoomTarget(server).to('lot:none').emit('realclosedupdates', closed);
    expect(writes).toEqual([]);
  });
});

describe('sliceToLocalSockets', () => {
  it('reaches every socket of the node once, one slice per turn of the event loop', async () => {
    const ids = Array.from({ length: 230 }, (_, i) => `s${i}`);
    const writes: string[][] = [];
    const server: LocalSockets = {
      of: () => ({ sockets: new Map(ids.map((id) => [id, {}])) }),
      local: {
        to: (to) => ({ emit: (event: string) => writes.push(event === 'servertime' ? to : []) }),
      },
    };
    sliceToLocalSockets(server, 'servertime', { dTime: '2026-11-23T15:00:00.000Z' }, 100, 0);
    expect(writes.map((w) => w.length)).toEqual([100]);
    await nextTurn();
    await nextTurn();
    expect(writes.map((w) => w.length)).toEqual([100, 100, 30]);
    expect(writes.flat()).toEqual(ids);
  });
});
