// npm run bench -- request: what reading `bid/confirm`'s body costs, by the way it is read.
// - floor: the hand parser the route had before its one declaration (issue 24), copied here as
//   it was: type checks and the money parse only, nothing to publish or share;
// - the route's declared schema (zod 4) read through the server's own parseBody, as each
//   request is: what the api runs now;
// - TypeBox compiled (TypeCompiler, Fastify's style) with the money parse after it, the other
//   candidate: its check cannot carry the spec's per-field wording or the cents conversion.
// Valid bodies and the two 400 paths (an unknown field, a bad price). JSON to bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDollarsToCents, placeBidRequest } from '@facet/event-schemas';
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Bench } from 'tinybench';
import { parseBody } from '../src/shared/http/request-body.js';

const ID = /^[A-Za-z0-9_.:-]{1,128}$/;
const TYPES = new Set(['proxy', 'hard', 'sealed', 'reverse']);
const ALLOWED = new Set(['id', 'wsprice', 'bidding_type', 'commandId']);

/** The floor: bid/confirm's hand parser before issue 24 (its checks, its order). */
function handParse(raw: unknown) {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error('Invalid request body');
  const body = raw as Record<string, unknown>;
  for (const key in body) if (!ALLOWED.has(key)) throw new Error(`Unknown field ${key}`);
  const id = typeof body.id === 'number' ? String(body.id) : body.id;
  if (typeof id !== 'string' || !ID.test(id)) throw new Error('Lot id required');
  const w = body.wsprice;
  let amount: number | null = null;
  if (w !== undefined && w !== null && w !== '') {
    amount = parseDollarsToCents(w);
    if (amount === null || amount <= 0) throw new Error('Enter Valid Price');
  }
  const t = body.bidding_type;
  if (t !== undefined && (typeof t !== 'string' || !TYPES.has(t)))
    throw new Error('Invalid bidding type');
  const c = body.commandId;
  if (c !== undefined && (typeof c !== 'string' || !ID.test(c)))
    throw new Error('commandId must be a short id');
  return { id, amount, t, c };
}

const typeBoxBody = TypeCompiler.Compile(
  Type.Object(
    {
      id: Type.Union([Type.String({ pattern: ID.source }), Type.Number()]),
      wsprice: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()])),
      bidding_type: Type.Optional(Type.Union([...TYPES].map((t) => Type.Literal(t)))),
      commandId: Type.Optional(Type.String({ pattern: ID.source })),
    },
    { additionalProperties: false },
  ),
);

function typeBoxParse(raw: unknown) {
  if (!typeBoxBody.Check(raw)) throw new Error(typeBoxBody.Errors(raw).First()?.message);
  const w = raw.wsprice;
  const cents = w === undefined || w === null || w === '' ? null : parseDollarsToCents(w);
  if (cents !== null && cents <= 0) throw new Error('Enter Valid Price');
  return { ...raw, id: String(raw.id), wsprice: cents };
}

const valid = {
  id: 'lot-0042',
  wsprice: '1250.50',
  bidding_type: 'proxy',
  commandId: 'c-7f3a9b2e',
};
const bodies = {
  valid,
  'unknown field': { ...valid, admin: true },
  'bad price': { ...valid, wsprice: '12.345' },
};
const readers = {
  'floor: hand parser': handParse,
  'declared route schema (zod 4)': (b: unknown) => parseBody(placeBidRequest, b),
  'TypeBox compiled + money': typeBoxParse,
};

const bench = new Bench({ time: 2_000, warmupTime: 500 });
for (const [body, value] of Object.entries(bodies))
  for (const [reader, read] of Object.entries(readers))
    bench.add(`${reader} | ${body}`, () => {
      try {
        read(value);
      } catch {
        // The 400 path: what it costs to find and word the problem is measured too.
      }
    });
await bench.run();

const rows = bench.tasks.map((t) => {
  const [reader, body] = t.name.split(' | ');
  const result = t.result;
  const perSecond = result && 'throughput' in result ? Math.round(result.throughput.mean) : 0;
  return { reader, body, perSecond, microseconds: +(1e6 / perSecond).toFixed(2) };
});
console.table(rows);
for (const body of Object.keys(bodies)) {
  const floor = rows.find((r) => r.body === body && r.reader?.startsWith('floor'));
  const declared = rows.find((r) => r.body === body && r.reader?.startsWith('declared'));
  if (floor && declared)
    console.log(
      `${body}: the declared schema reads ${declared.perSecond.toLocaleString('en')} bodies/s, ` +
        `${(declared.perSecond / floor.perSecond).toFixed(2)} of the floor's ${floor.perSecond.toLocaleString('en')}`,
    );
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `request-validation-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ node: process.version, rows }, null, 2));
console.log(`results: ${file}`);
