import { type LotEvent, lotStream, type RecordedEvent } from '@facet/event-schemas';
import { openSqliteEventStore } from '@facet/event-store';
import { join } from 'node:path';
import { expect } from 'vitest';
import { decide, evolve, initialState, type LotState } from '../src/lots/domain/index.js';
import type { ChildApi } from './child-api.js';
import { adminToken, HOUR, iso } from './commerce-fixtures.js';
import { solvedCaptcha } from './captcha-answer.js';

/** What a client was finally told about one command id (after as many retries as it took). */
export interface Told {
  lot: string;
  commandId: string;
  status: number;
  /** How many attempts had no answer (reset, refused, 503) before this one. */
  unknown: number;
  /** Of those, how many were the retryable 503 'server.restarting' of a draining node. */
  restarting: number;
  /** Attempts that found no node listening (down, or not up yet). */
  refused: number;
  /** Attempts whose connection broke without an answer (reset, closed mid-request). */
  reset: number;
  /** 503s that lacked `Connection: close` or `Retry-After` (a client could not tell to go away). */
  unhinted: number;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signs up `n` buyers on the child api; their tokens. */
export async function buyers(api: ChildApi, n: number, tag: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await api.post('user/register', {
      captcha: await solvedCaptcha(api.post),
      first_name: `Storm${i}`,
      last_name: 'Buyer',
      email: `storm${i}@${tag}.test`,
      password: 'correct-horse',
      confirm_password: 'correct-horse',
      termcheck: 1,
    });
    if (r.status !== 200) throw new Error(`sign-up answered ${r.status}`);
    tokens.push(r.body.data.responseData.token as string);
  }
  return tokens;
}

/** `n` proxy lots open now (start $100, no reserve), once a bid could reach them. */
export async function hotLots(api: ChildApi, n: number): Promise<{ admin: string; ids: string[] }> {
  const admin = await adminToken(api.post);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await api.post(
      'seller/product/projectAction',
      {
        action: 'new',
        title: `Hot lot ${i}`,
        pricing: 'per_carat',
        weight: '1.00',
        total_stones: 1,
        sprice: 100,
        date_added: iso(Date.now() - 1_000),
        date_closed: iso(Date.now() + HOUR),
      },
      admin,
    );
    if (r.status !== 200) throw new Error(`projectAction answered ${r.status}`);
    ids.push(r.body.data.responseData.id as string);
  }
  for (const id of ids) {
    for (let i = 0; ; i++) {
      const card = (await api.post('product/search', { filters: { id } }, admin)).body.data
        .responseData.records[0];
      if (card?.market_status === 'open') break;
      if (i > 200) throw new Error(`lot ${id} never opened`);
      await sleep(100);
    }
  }
  return { admin, ids };
}

/**
 * Sends one bid until it gets an answer: a reset connection, a refused one (the node is down) or
 * a 503 is an unknown outcome, retried with the SAME command id, as a careful client would.
 * `honourRetryAfter`: after a 503 it waits the seconds the node asked for, not 200 ms.
 */
export async function bidUntilAnswered(
  api: ChildApi,
  token: string,
  lot: string,
  dollars: number,
  commandId: string,
  deadline: number,
  { honourRetryAfter = false }: { honourRetryAfter?: boolean } = {},
): Promise<Told> {
  let unknown = 0;
  let restarting = 0;
  let refused = 0;
  let reset = 0;
  let unhinted = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`no answer for ${commandId} before the deadline`);
    let wait = 200;
    try {
      const r = await fetch(`http://127.0.0.1:${api.port}/api/bid/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ id: lot, wsprice: dollars, bidding_type: 'proxy', commandId }),
      });
      const body = (await r.json()) as { data?: { code?: string } };
      if (r.status !== 503)
        return { lot, commandId, status: r.status, unknown, restarting, refused, reset, unhinted };
      if (body?.data?.code === 'server.restarting') restarting++;
      const retryAfter = Number(r.headers.get('retry-after'));
      if (r.headers.get('connection') !== 'close' || !(retryAfter > 0)) unhinted++;
      else if (honourRetryAfter) wait = retryAfter * 1_000;
    } catch (e) {
      // No answer: the node died with the request in flight, or is not up yet.
      const code = (e as { cause?: { code?: string } }).cause?.code ?? String(e);
      if (code === 'ECONNREFUSED') refused++;
      else reset++;
    }
    unknown++;
    await sleep(wait);
  }
}

/** A lot stream as stored, read straight from the SQLite file (the node stopped). */
export async function storedLots(
  dataDir: string,
  ids: string[],
): Promise<Map<string, RecordedEvent[]>> {
  const store = openSqliteEventStore({ file: join(dataDir, 'facet.sqlite') });
  try {
    const out = new Map<string, RecordedEvent[]>();
    for (const id of ids) out.set(id, await store.readStream(lotStream(id)));
    return out;
  } finally {
    await store.close?.();
  }
}

const BID_HEADS = new Set(['ProxyBidPlaced', 'HardBidPlaced', 'LeaderMaximumChanged']);

/** The bid id of an event a bidder's command wrote first (undefined for any other event). */
const bidIdOf = (e: RecordedEvent): string | undefined =>
  BID_HEADS.has(e.type) ? (e.data as { bidId: string }).bidId : undefined;

/**
 * Decides the stored bids again, in stored order, with the lot decider: every command's events
 * must be exactly what the rules give from the state before it. The state it ends in is returned
 * (so its price is "what the rules give" for the accepted bids).
 */
function refold(events: RecordedEvent[]): { state: LotState; mismatches: string[] } {
  const mismatches: string[] = [];
  let state = initialState();
  const domain = (e: RecordedEvent) => ({ type: e.type, data: e.data }) as LotEvent;
  for (let i = 0; i < events.length;) {
    const e = events[i] as RecordedEvent;
    if (!bidIdOf(e)) {
      state = evolve(state, domain(e));
      i++;
      continue;
    }
    const d = e.data as {
      bidId: string;
      userId: string;
      maximum?: number;
      amount: number;
      at: string;
    };
    const decided = decide(
      {
        type: 'PlaceBid',
        bidId: d.bidId,
        amount: d.maximum ?? d.amount,
        actor: { id: d.userId, role: 'buyer' },
        at: d.at,
      },
      state,
    );
    const stored = events.slice(i, i + decided.length).map(domain);
    if (JSON.stringify(stored) !== JSON.stringify(decided)) mismatches.push(d.bidId);
    state = decided.reduce(evolve, state);
    i += Math.max(1, decided.length);
  }
  return { state, mismatches };
}

/**
 * quality.md's "nothing lost" after a storm: each lot's revisions are contiguous, no bid is
 * stored twice, a bid the client was told succeeded (200) is stored exactly once and any other
 * answer left nothing, and the stored bids decide again by the rules. The refolded states.
 */
export function expectEveryAnswerKept(
  streams: Map<string, RecordedEvent[]>,
  told: readonly Told[],
): Map<string, LotState> {
  const states = new Map<string, LotState>();
  for (const [lot, events] of streams) {
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
    const { state, mismatches } = refold(events);
    expect(mismatches).toEqual([]);
    states.set(lot, state);
  }
  return states;
}
