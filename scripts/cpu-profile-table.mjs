// node scripts/cpu-profile-table.mjs <file.cpuprofile> [--window 10000] [--per 1234] [--stacks <area>]
// Self time of a V8 CPU profile (node --cpu-prof; the api's: BENCH_SERVER_PROF=dir with the
// engine bench) by area of the request path, as a Markdown table. Each sample goes to the area of
// the frame nearest its leaf that a rule below names (a builtin such as Map.set or a Node internal
// counts for its caller); JSON.parse/stringify, GC and V8's own work count on their own.
// --window N: only the busiest N ms (least idle, start-up aside), e.g. the bench's max-rate run.
// --between A B: only samples between two monotonic clock readings in µs (process.hrtime, which
//   is the profile's clock on Linux), e.g. the phase a bench prints.
// --per N: also CPU µs per request, N = requests answered in that window.
// --stacks <area>: the heaviest leaf frames of that area, to check the rules.
import { readFileSync } from 'node:fs';

const START_UP = 'module loading (start-up)';

/** First rule whose pattern matches a frame's url (or `function url`) names its area. */
const RULES = [
  [
    'shipping address check (place book)',
    /country-state-city|postcode-validator|api\/dist\/addresses\//,
  ],
  ['receipt signature', /audit\/(bid|payment)-receipts\/|receipt\.builder|signing-key/],
  [
    'guards (auth, throttling)',
    /shared\/auth\/|rate-limit|@nestjs\/throttler|attempt-limits|requests-per-address|load-shedding/,
  ],
  [
    'logging, metrics, tracing',
    /pino|operations\/(logging|metrics)|prom-client|@opentelemetry|\/dist\/(trace|propagation|context|baggage)\/|command-observer/,
  ],
  [
    'body validation',
    /zod|shared\/http\/(request-body|json-body|meant-values)|event-schemas\/dist\/http\//,
  ],
  [
    'JSON',
    /secure-json-parse|fast-json-stringify|safe-stable-stringify|^serialize .*fastify\/lib\/reply/,
  ],
  [
    'in-process projections, subscribers, pushes',
    /projections\/dist\/|event-store\/dist\/shared\/(polling-subscription|shared-tail)|readPage |readAll |parseBodies |\/realtime\/|socket\.io|engine\.io|\/ws\/|log-follower|process-manager|user-directory|scheduler|timed-bid-book|viewing-reminders|subscription-renewer|offer-expiry|read-side\//,
  ],
  [
    'append, chain hash, writer hand-off',
    /event-store\/dist\/(sqlite|hash|ids|shared\/append-rules)|node:internal\/worker/,
  ],
  [
    'decider and per-stream queue',
    /event-store\/dist\/decider\/|api\/dist\/[^ ]*\/domain\/|command-buses/,
  ],
  [
    'handler',
    /api\/dist\/[^ ]*(\.http\.controller|\.handler|\.service)\.js|api\/dist\/shared\/http\//,
  ],
  [
    'Fastify/Nest pipeline',
    /fastify|@nestjs|find-my-way|avvio|reflect-metadata|rxjs|light-my-request|@fastify/,
  ],
  ['other api code', /api\/dist\/|event-schemas\/dist\//],
  [START_UP, /node:internal\/modules\//],
];
/** Node helpers that work for their caller (a hash for the receipt, a Buffer for the body). */
const FOR_CALLER =
  /^[^ ]* (node:(buffer|util|crypto|events)$|node:internal\/(crypto|util|buffer|webidl|validators|errors|per_context))/;
/** Native socket writes, Node's http parser and streams: a bare node:http server pays them too. */
const SOCKET_WRITE = new Set(['writeUtf8String', 'writeBuffer', 'writev', 'writeLatin1String']);
const LEAF = { '(garbage collector)': 'GC', '(program)': 'V8 and native (unattributed)' };
const JSON_BUILTINS = new Set(['parse', 'stringify', 'JsonParse', 'JsonStringify']);
const NODE_RUNTIME = "Node's http, sockets, streams, timers";

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const file = args.find(
  (a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--') && args[i - 2] !== '--between',
);
if (!file) {
  console.error(
    'usage: node scripts/cpu-profile-table.mjs <file.cpuprofile> [--window ms] [--per n] [--stacks area]',
  );
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** Area of a sample whose leaf is node `id`. */
const areaCache = new Map();
function areaOf(id) {
  const cached = areaCache.get(id);
  if (cached) return cached;
  const leaf = nodes.get(id).callFrame;
  let area = Object.hasOwn(LEAF, leaf.functionName) ? LEAF[leaf.functionName] : undefined;
  if (!area && leaf.functionName === '(idle)') area = 'idle';
  if (!area && !leaf.url && JSON_BUILTINS.has(leaf.functionName)) area = 'JSON';
  if (!area && !leaf.url && SOCKET_WRITE.has(leaf.functionName)) area = NODE_RUNTIME;
  for (let at = id; !area && at !== undefined; at = parent.get(at)) {
    const { url, functionName } = nodes.get(at).callFrame;
    if (!url.startsWith('file:') && !url.startsWith('node:')) continue;
    const key = `${functionName} ${url}`;
    area = RULES.find(([, re]) => re.test(key))?.[0];
    if (!area && url.startsWith('node:') && !FOR_CALLER.test(key)) area = NODE_RUNTIME;
  }
  area ??= NODE_RUNTIME;
  areaCache.set(id, area);
  return area;
}

// Sample times (µs from the profile's start); the window is the busiest span of --window ms.
const times = [];
let t = 0;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i] ?? 0;
  times.push(t);
}
const weight = (i) => (profile.timeDeltas[i + 1] ?? 0) / 1000;
let [from, to] = [0, Number.POSITIVE_INFINITY];
const between = args.indexOf('--between');
if (between >= 0) {
  from = Number(args[between + 1]) - profile.startTime;
  to = Number(args[between + 2]) - profile.startTime;
}
const windowMs = Number(opt('--window') ?? 0);
if (windowMs > 0) {
  const busy = [];
  for (let i = 0; i < times.length; i++) {
    const s = Math.floor(times[i] / 1e6);
    const area = areaOf(profile.samples[i]);
    if (area !== 'idle' && area !== START_UP) busy[s] = (busy[s] ?? 0) + weight(i);
  }
  const span = Math.max(1, Math.round(windowMs / 1000));
  let best = 0;
  for (let s = 0; s + span <= busy.length; s++) {
    let sum = 0;
    for (let k = s; k < s + span; k++) sum += busy[k] ?? 0;
    if (sum > best) [best, from, to] = [sum, s * 1e6, (s + span) * 1e6];
  }
}

const byArea = new Map();
const leaves = new Map();
const stacksOf = opt('--stacks');
let busyMs = 0;
let idleMs = 0;
for (let i = 0; i < times.length; i++) {
  if (times[i] < from || times[i] >= to) continue;
  const area = areaOf(profile.samples[i]);
  const w = weight(i);
  if (area === 'idle') {
    idleMs += w;
    continue;
  }
  busyMs += w;
  byArea.set(area, (byArea.get(area) ?? 0) + w);
  if (area === stacksOf) {
    const f = nodes.get(profile.samples[i]).callFrame;
    const k = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${f.lineNumber + 1}`;
    leaves.set(k, (leaves.get(k) ?? 0) + w);
  }
}

const per = Number(opt('--per') ?? 0);
const span = Number.isFinite(to)
  ? `${((to - from) / 1e6).toFixed(0)} s from ${(from / 1e6).toFixed(0)} s`
  : 'whole profile';
console.log(`${file}: ${span}; busy ${busyMs.toFixed(0)} ms, idle ${idleMs.toFixed(0)} ms\n`);
console.log(`| area | self time | share of busy |${per ? ' µs per request |' : ''}`);
console.log(`| --- | --- | --- |${per ? ' --- |' : ''}`);
for (const [area, ms] of [...byArea].sort((a, b) => b[1] - a[1])) {
  const cell = per ? ` ${((ms * 1000) / per).toFixed(0)} |` : '';
  console.log(`| ${area} | ${ms.toFixed(0)} ms | ${((100 * ms) / busyMs).toFixed(1)} % |${cell}`);
}
if (stacksOf) {
  console.log(`\nheaviest leaves of ${stacksOf}:`);
  for (const [k, ms] of [...leaves].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${ms.toFixed(1).padStart(9)} ms  ${k}`);
}
