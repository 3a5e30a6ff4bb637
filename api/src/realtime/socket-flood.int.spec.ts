import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, waitFor } from '../../test/http-harness.js';
import { SOCKET_LIMITS } from './socket-flood-guard.js';

type Answer = { ok: boolean; refused?: string; sent?: number };

/** Issue 19, defect 1: one socket's flood is throttled, then cut off; other watchers carry on. */
describe('Socket floods are limited per socket', () => {
  let h: Harness;
  const sockets: Socket[] = [];

  const connect = async () => {
    const s = io(h.baseUrl, { transports: ['websocket'], reconnection: false });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', resolve);
      s.once('connect_error', reject);
    });
    return s;
  };
  const ask = (s: Socket, event: string, payload: unknown) =>
    s.timeout(5_000).emitWithAck(event, payload) as Promise<Answer>;
  const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => `lot-${from + i}`);

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await h?.close();
  });

  it('answers a screen that sends a few messages, every time', async () => {
    const s = await connect();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await ask(s, 'watchLots', { ids: ids(i * 10, 10) }));
    answers.push(await ask(s, 'catchUp', { lots: { 'lot-1': 0 } }));
    expect(answers.every((a) => a.ok)).toBe(true);
  });

  it('refuses the messages past the budget, then disconnects a socket that keeps flooding', async () => {
    const flooder = await connect();
    const bystander = await connect();
    const lots = Object.fromEntries(ids(0, 200).map((id) => [id, 0]));
    const answers: Answer[] = [];
    for (let i = 0; i < 3 * SOCKET_LIMITS.disconnectAfterPerSecond; i++)
      flooder.emit('catchUp', { lots }, (a: Answer) => answers.push(a));

    await waitFor(() => flooder.disconnected);
    expect(answers.some((a) => a.refused === 'too-many-messages')).toBe(true);
    // Never more answered than the budget: the rest was refused or dropped with the socket.
    expect(answers.filter((a) => a.ok).length).toBeLessThanOrEqual(SOCKET_LIMITS.messagesPerSecond);
    // Another watcher's messages are still answered, and the api still serves.
    expect((await ask(bystander, 'catchUp', { lots: { 'lot-1': 0 } })).ok).toBe(true);
    expect((await fetch(`${h.baseUrl}/api/health`)).status).toBe(200);
  });

  it(`lets one socket hold at most ${SOCKET_LIMITS.lotRooms} lot rooms`, async () => {
    const s = await connect();
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i++) answers.push(await ask(s, 'watchLots', { ids: ids(i * 200, 200) }));
    expect(answers.map((a) => a.ok)).toEqual([true, true, false]);
    expect(answers[2]?.refused).toBe('too-many-lots');
    // Lots it already watches are not counted twice, and leaving makes room again.
    expect((await ask(s, 'watchLots', { ids: ids(0, 200) })).ok).toBe(true);
    await ask(s, 'unwatchLots', { ids: ids(0, 200) });
    expect((await ask(s, 'watchLots', { ids: ids(400, 200) })).ok).toBe(true);
  });
});
