import type { EventStore } from '@facet/event-store';
import type { Position } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STORE } from '../../src/shared/event-sourcing/tokens.js';
import { newAuction, newStandardLot } from '../backoffice-fixtures.js';
import { ADMIN, type Harness, responseData, signUp, startHarness } from '../http-harness.js';

interface FieldDoc {
  type?: string | string[];
  description?: string;
  format?: string;
  anyOf?: FieldDoc[];
}
interface BodyDoc {
  properties?: Record<string, FieldDoc>;
}
type Doc = {
  paths: Record<
    string,
    { post?: { requestBody?: { content: Record<string, { schema: BodyDoc } | undefined> } } }
  >;
};

/** The keys of Object.prototype a caller may name (issue 28, item 1: each was a 500). */
const PROTOTYPE_KEYS = [
  'valueOf',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '__defineGetter__',
];
/** Instants outside the spec's 1900-2100, or junk `new Date` reads as one (issue 28, item 8). */
const OUT_OF_RANGE_DATES = [-1, '1899-12-31T00:00:00Z', '2101-01-01T00:00:00Z', '0'];

const isInstant = (f: FieldDoc): boolean =>
  f.format === 'date-time' || !!f.anyOf?.some((m) => m.description === 'ISO 8601');

/**
 * Issue 28, items 1 and 8: every route of the OpenAPI document, as a signed-in admin (or buyer
 * where the admin is refused), is sent prototype keys in each field, out-of-range dates in each
 * instant, non-finite numbers and `null` / BOM bodies; never a 500, and a refusal writes nothing
 * (the event store's head does not move).
 */
describe('Fuzzing every route with values no user means', () => {
  let h: Harness;
  let store: EventStore;
  let doc: Doc;
  const tokens = { admin: '', buyer: '' };
  let head: Position | undefined;
  const ids: Record<string, string> = {};

  /** Moves `head` to the store's last event. */
  const sync = async () => {
    for (let batch = await store.readAll(head, 500); batch.length > 0;) {
      head = batch.at(-1)!.position;
      batch = await store.readAll(head, 500);
    }
  };
  /** The store's last position once nothing more is written (a success's followers append). */
  const settle = async () => {
    let moved = true;
    while (moved) {
      const before = head;
      await new Promise((r) => setTimeout(r, 50));
      await sync();
      moved = head !== before;
    }
  };
  const send = async (path: string, body: string, as?: keyof typeof tokens) => {
    const token = as ? tokens[as] : undefined;
    const res = await fetch(`${h.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    });
    // A report may answer CSV: only a JSON answer carries the envelope.
    const json = res.headers.get('content-type')?.includes('application/json');
    const envelope = json ? ((await res.json()) as { data?: { responseType?: number } }) : null;
    if (!json) await res.arrayBuffer();
    return { status: res.status, envelope };
  };
  const login = async () => {
    tokens.admin = responseData(await h.post('user/login', ADMIN)).token as string;
  };

  /** Sends a probe; a refusal must leave the store as it was, an answer must not be a 500. */
  const probe = async (path: string, body: string, as?: keyof typeof tokens) => {
    await sync();
    const before = head;
    const r = await send(path, body, as);
    const what = `${path} ${as ?? 'visitor'} ${body.slice(0, 120)}`;
    expect(r.status, what).toBeLessThan(500);
    // Every refusal is the error envelope (a success may be CSV or a provider's own answer).
    if (r.status >= 400) expect(r.envelope?.data?.responseType, what).toBe(r.status);
    if (r.status >= 400) expect(await store.readAll(before, 1), what).toEqual([]);
    else {
      // A write's followers (invoicers, sagas) append after the answer: wait until they are done.
      await sync();
      if (head !== before) await settle();
    }
    // A probe that signed the session out (user/logout with a body it took) signs in again.
    if (as === 'admin' && r.status === 401) await login();
    return r;
  };

  beforeAll(async () => {
    h = await startHarness();
    store = h.app.get<EventStore>(EVENT_STORE);
    doc = (await (await fetch(`${h.baseUrl}/api/docs-json`)).json()) as Doc;
    await login();
    tokens.buyer = (await signUp(h, 'Fuzz', 'fuzz@meant.test')).token;
    const auction = await newAuction(h, tokens.admin, 'Fuzzed tender');
    const lot = await newStandardLot(h, tokens.admin, auction, 'Fuzzed stone');
    Object.assign(ids, { auction, lot });
    await settle();
  }, 60_000);
  afterAll(() => h.close());

  const routes = () =>
    Object.entries(doc.paths)
      .filter(([, ops]) => ops.post)
      .map(([path, ops]) => {
        const content = ops.post?.requestBody?.content ?? {};
        const schema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
        return { path, fields: Object.entries(schema?.properties ?? {}) };
      });

  /** Real ids where a field names a lot or an auction (and a replay's first step), so a probe gets past 'not found'. */
  const baseBody = (fields: [string, FieldDoc][]): Record<string, unknown> =>
    Object.fromEntries(
      fields.flatMap(([name]): [string, unknown][] => {
        if (/^(id|lot_id|product_id|project_id|lotId)$/.test(name)) return [[name, ids.lot]];
        // A route scoped to a lot or an auction (the replay) takes one of the two.
        const scoped = fields.some(([other]) => other === 'lot_id');
        if (/^(auction_id|auctionid|auctionId)$/.test(name) && !scoped)
          return [[name, ids.auction]];
        if (name === 'step') return [[name, 0]];
        return [];
      }),
    );

  it('refuses a null, non-object, BOM or non-finite body on every route with a 400', async () => {
    const bodies = ['null', '[]', '\uFEFF{}', '{"x":1e999}', '{"a":{"b":[-1e999]}}'];
    let probes = 0;
    for (const { path } of routes()) {
      for (const body of bodies) {
        const r = await probe(path, body, 'admin');
        expect([path, body, r.status]).toEqual([path, body, 400]);
        probes += 1;
      }
    }
    expect(probes).toBeGreaterThan(500);
  }, 60_000);

  it('never answers 500 to a prototype key or an out-of-range date in any field', async () => {
    let probes = 0;
    for (const { path, fields } of routes()) {
      const base = baseBody(fields);
      // The admin passes most guards; a route for buyers only is probed as a buyer.
      const gate = await probe(path, JSON.stringify(base), 'admin');
      const as = gate.status === 403 ? 'buyer' : 'admin';
      for (const [i, [name, field]] of fields.entries()) {
        const key = PROTOTYPE_KEYS[i % PROTOTYPE_KEYS.length]!;
        await probe(path, JSON.stringify({ ...base, [name]: key }), as);
        probes += 1;
        if (!isInstant(field)) continue;
        for (const date of OUT_OF_RANGE_DATES) {
          const r = await probe(path, JSON.stringify({ ...base, [name]: date }), as);
          expect([path, name, date, r.status < 300]).toEqual([path, name, date, false]);
          probes += 1;
        }
      }
    }
    expect(probes).toBeGreaterThan(300);
  }, 90_000);
});
