// node load-tests/floods.mjs [--smoke]: fair service under floods and SIGTERM (issue 28, items 2-4).
// Starts its own marketplace (the built api, demo data, the production limits), then measures a
// well-behaved client (product/search, 10 a second, from 127.0.0.1) and /api/health (from
// 127.0.0.3) on the idle node and during each flood from 127.0.0.2: 100 visitor sockets each
// sending catchUp with 200 lots 15 times a second (after trying to connect 100 a second), and
// 500 kept-alive connections sending product/search back to back. Each flood runs in a child
// process of its own, so the measuring client's loop is not the flood's. Then 150 clients keep
// sending while the node gets SIGTERM: every request written is answered, or refused unwritten.
// Figures beside the idle baseline of the same run, to bench/results/floods-<time>.json.
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { startMarketplace } from '../scripts/marketplace-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const smoke = process.argv.includes('--smoke');
const role = process.argv.find((a) => a.startsWith('--role='))?.slice(7);
const PHASE_MS = smoke ? 4_000 : 15_000;
const WARMUP_MS = smoke ? 1_000 : 3_000;
const [WELL, FLOODER, PROBE, STORM] = ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One HTTP request; its status and time, or the error and whether the request had been written. */
function send(baseUrl, { path, body, agent, localAddress }) {
  return new Promise((done) => {
    const start = performance.now();
    let written = false;
    const req = request(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      agent,
      localAddress,
    });
    req.on('finish', () => (written = true));
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        done({
          status: res.statusCode,
          ms: performance.now() - start,
          reused: req.reusedSocket,
          code: res.statusCode === 503 ? res.headers['retry-after'] : undefined,
        }),
      );
      res.on('error', (e) => done({ error: e.code ?? e.message, written: true }));
    });
    req.on('error', (e) => done({ error: e.code ?? e.message, written }));
    req.end(body);
  });
}

const SEARCH = { path: '/api/product/search', body: '{}' };

// ---- The floods, each in a child process (`--role=...`), until killed.
async function socketFlood(baseUrl) {
  const lots = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`lot-${i}`, 0]));
  let connected = 0;
  let refused = 0;
  const attempt = () => {
    const s = io(baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      localAddress: FLOODER,
    });
    s.once('connect_error', () => (refused += 1));
    s.once('connect', () => {
      connected += 1;
      setInterval(() => s.emit('catchUp', { lots }, () => {}), 1000 / 15);
    });
  };
  // A connect flood first (100 a second, as a probe would), until 100 sockets are held.
  const started = Date.now();
  while (connected < 100 && Date.now() - started < 20_000) {
    attempt();
    await sleep(10);
  }
  process.send?.({ connected, refused, seconds: (Date.now() - started) / 1000 });
}

async function httpFlood(baseUrl) {
  const agent = new Agent({ keepAlive: true, maxSockets: 500 });
  const answers = {};
  const worker = async () => {
    for (;;) {
      const a = await send(baseUrl, { ...SEARCH, agent, localAddress: FLOODER });
      const key = `${a.status ?? a.error}${a.code ? `/${a.code}` : ''}`;
      answers[key] = (answers[key] ?? 0) + 1;
      if (a.error) await sleep(10);
    }
  };
  for (let i = 0; i < 500; i++) void worker();
  setInterval(() => process.send?.({ answers }), 1_000);
}

// ---- The measuring side.
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const round = (n) => Math.round(n * 10) / 10;

/** The well-behaved client and the health probe, for `ms`. */
async function measure(baseUrl, ms) {
  const end = Date.now() + ms;
  const client = { times: [], other: {} };
  const health = { times: [], other: {} };
  const loop = async (into, opts, every) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (Date.now() < end) {
      const a = await send(baseUrl, { ...opts, agent });
      if (a.ms > (into.slowest?.ms ?? 0)) into.slowest = { ms: round(a.ms), reused: a.reused };
      if (a.status === 200) into.times.push(a.ms);
      else into.other[a.status ?? a.error] = (into.other[a.status ?? a.error] ?? 0) + 1;
      await sleep(every);
    }
    agent.destroy();
  };
  await Promise.all([
    loop(client, { ...SEARCH, localAddress: WELL }, 100),
    loop(health, { path: '/api/health', localAddress: PROBE }, 200),
  ]);
  const sum = (x) => ({
    n: x.times.length,
    p50: round(pct(x.times, 50)),
    p99: round(pct(x.times, 99)),
    max: round(Math.max(...x.times)),
    notOk: x.other,
    slowest: x.slowest,
  });
  return { client: sum(client), health: sum(health) };
}

async function duringFlood(baseUrl, floodRole) {
  const child = fork(fileURLToPath(import.meta.url), [`--role=${floodRole}`, baseUrl], {
    stdio: 'inherit',
  });
  let last;
  child.on('message', (m) => (last = m));
  await sleep(floodRole === 'sockets' ? 8_000 : WARMUP_MS);
  const figures = await measure(baseUrl, PHASE_MS);
  child.kill('SIGKILL');
  await sleep(1_500);
  return { ...figures, flood: last };
}

/** 150 clients sending back to back; SIGTERM mid-storm; what each written request was told. */
async function sigterm(market) {
  const told = { answered: {}, refusedUnwritten: 0, resetAfterWritten: 0, resetBeforeSignal: 0 };
  let signalled = false;
  let stop = false;
  const client = async (i) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (!stop) {
      const sentBeforeSignal = !signalled;
      const a = await send(market.baseUrl, {
        ...(i % 2 ? SEARCH : { path: '/api/health' }),
        agent,
        localAddress: STORM,
      });
      if (a.status) told.answered[a.status] = (told.answered[a.status] ?? 0) + 1;
      else if (!a.written) told.refusedUnwritten += 1;
      else {
        told.resetAfterWritten += 1;
        if (sentBeforeSignal) told.resetBeforeSignal += 1;
        told.lastReset = a.error;
      }
      if (a.error) await sleep(20);
    }
    agent.destroy();
  };
  const clients = Array.from({ length: 150 }, (_, i) => client(i));
  await sleep(3_000);
  signalled = true;
  await market.restart('SIGTERM');
  stop = true;
  await Promise.all(clients);
  return told;
}

async function main() {
  // '' is each limit's default (the production settings); marketplace-process turns them off.
  const market = await startMarketplace({
    RATE_LIMIT_PER_MINUTE: '',
    MAX_CONNECTIONS_PER_ADDRESS: '',
    SOCKETS_PER_ADDRESS: '',
    SOCKETS_PER_USER: '',
    SOCKET_CONNECTS_PER_SECOND: '',
    SOCKET_CATCHUP_LOTS_PER_SECOND: '',
    SHED_EVENT_LOOP_DELAY_MS: '',
    REQUESTS_PER_ADDRESS: '',
  });
  try {
    await measure(market.baseUrl, WARMUP_MS);
    const idle = await measure(market.baseUrl, PHASE_MS);
    const sockets = await duringFlood(market.baseUrl, 'sockets');
    const http = await duringFlood(market.baseUrl, 'http');
    const shutdown = await sigterm(market);
    const ratio = (f) => ({
      clientP99Ratio: round(f.client.p99 / idle.client.p99),
      healthMaxMs: f.health.max,
      met: f.client.p99 <= 3 * idle.client.p99 && f.health.max < 1_000,
    });
    const result = {
      when: new Date().toISOString(),
      smoke,
      targets: { clientP99Ratio: '<= 3', healthMaxMs: '< 1000', resetAfterWritten: 0 },
      idle,
      sockets: { ...sockets, ...ratio(sockets) },
      http: { ...http, ...ratio(http) },
      sigterm: { ...shutdown, met: shutdown.resetAfterWritten === 0 },
    };
    const line = (name, f) =>
      `${name.padEnd(22)} client p50 ${f.client.p50} p99 ${f.client.p99} ms` +
      `${f.clientP99Ratio ? ` (x${f.clientP99Ratio} idle)` : ''}, health max ${f.health.max} ms` +
      `${f.met === undefined ? '' : f.met ? '  met' : '  NOT MET'}`;
    console.log(`\n== floods${smoke ? ' (smoke)' : ''}`);
    console.log(line('idle', idle));
    console.log(line('100 sockets catch-up', result.sockets), JSON.stringify(sockets.flood));
    console.log(line('500 kept-alive search', result.http), JSON.stringify(http.flood));
    console.log(
      `SIGTERM, 150 clients: answered ${JSON.stringify(shutdown.answered)}, refused unwritten ` +
        `${shutdown.refusedUnwritten}, reset after written ${shutdown.resetAfterWritten} ` +
        `(${shutdown.resetBeforeSignal} sent before the signal)${result.sigterm.met ? '  met' : '  NOT MET'}`,
    );
    const results = resolve(here, '../bench/results');
    mkdirSync(results, { recursive: true });
    const file = join(results, `floods-${result.when.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`-> ${file}`);
  } finally {
    market.stop();
  }
}

if (role === 'sockets') await socketFlood(process.argv[3]);
else if (role === 'http') await httpFlood(process.argv[3]);
else await main();
