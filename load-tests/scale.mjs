// node load-tests/scale.mjs [--smoke] (npm run load -- scale): beyond one core. The bid storm
// spread over many lots (scale/bid-storm-many-lots.js) against ONE api process and then against
// TWO behind one port (Node's cluster, scale/cluster.mjs), in one run, on the scale-out path the
// README documents: PostgreSQL events (a fresh schema per setup, PG_SCHEMA), Redis read models (a Redis
// database flushed per setup), PROJECTIONS=off and one projection worker. Needs the built api
// and projections and PG_URL / REDIS_URL (scripts/services/postgres.sh and redis.sh url).
// Prints accepted bids/s, p99 and CPU side by side, checks every accepted bid is in its lot's
// stream exactly once, and writes bench/results/scale-<time>.json. A figure, not a test.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));
const smoke = process.argv.includes('--smoke');
const LOTS = smoke ? 10 : 100;
const need = (name) => {
  if (!process.env[name]) throw new Error(`${name} is not set (scripts/services/*.sh url)`);
  return process.env[name];
};
const pgUrl = need('PG_URL');
// A Redis database of this run's own (flushed before each setup): REDIS_SCALE_DB, default 11.
const redisUrl = `${need('REDIS_URL').replace(/\/\d*$/, '')}/${process.env.REDIS_SCALE_DB ?? 11}`;
const k6 = spawnSync('bash', [join(repo, 'scripts/services/k6.sh'), 'bin'], {
  encoding: 'utf8',
}).stdout.trim();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ADMIN = { email: 'scale-admin@facet.test', password: 'scale-admin-pass-1' };
const BUYERS = ['buyer1@facet.test', 'buyer2@facet.test', 'buyer3@facet.test'];

/** CPU seconds (user + system) a process has used so far, from /proc. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
};

/** A schema of this setup's own (PG_SCHEMA), dropped at its end: runs do not mix. */
async function onPg(sql) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

const freePort = async () => {
  const { createServer } = await import('node:net');
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => ok(p));
    });
  });
};

/** One setup: the database, the worker, n api processes on one port; torn down by stop(). */
async function startSetup(n, tag) {
  const schema = `facet_scale_${tag}_${Date.now()}`;
  await onPg(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();
  const dataDir = mkdtempSync(join(tmpdir(), 'facet-scale-'));
  const port = await freePort();
  const env = {
    ...process.env,
    EVENT_STORE: 'postgres',
    PG_URL: pgUrl,
    PG_SCHEMA: schema,
    READ_MODELS: 'redis',
    REDIS_URL: redisUrl,
    PROJECTIONS: 'off',
    SOCKET_ADAPTER: 'redis',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    JWT_SECRET: 'scale-run-secret-scale-run-secret',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    // k6 is hundreds of clients on one address: the per-address limits off, as for the k6 runs.
    RATE_LIMIT_PER_MINUTE: '0',
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    REQUESTS_PER_ADDRESS: '0',
  };
  const log = join(dataDir, 'processes.log');
  const out = () => ['ignore', 'pipe', 'pipe'];
  const logTo = (p) => {
    for (const s of [p.stdout, p.stderr]) s.on('data', (c) => writeFileSync(log, c, { flag: 'a' }));
  };
  const worker = spawn(process.execPath, [join(repo, 'projections/dist/worker/main.js')], {
    env,
    stdio: out(),
  });
  logTo(worker);
  const primary = spawn(process.execPath, [join(repo, 'load-tests/scale/cluster.mjs'), String(n)], {
    env,
    stdio: out(),
  });
  const pids = await new Promise((ok, fail) => {
    let buf = '';
    primary.stdout.on('data', (c) => {
      writeFileSync(log, c, { flag: 'a' });
      buf += c;
      const line = buf.split('\n').find((l) => l.startsWith('{"ready"'));
      if (line) ok(JSON.parse(line).pids);
    });
    primary.stderr.on('data', (c) => writeFileSync(log, c, { flag: 'a' }));
    primary.once('exit', (code) => fail(new Error(`cluster exited ${code}; log ${log}`)));
    setTimeout(() => fail(new Error(`cluster not ready in 180 s; log ${log}`)), 180_000);
  });
  const stop = async () => {
    const gone = (p) => new Promise((r) => (p.exitCode !== null ? r() : p.once('exit', r)));
    primary.kill('SIGTERM');
    worker.kill('SIGTERM');
    await Promise.all([gone(primary), gone(worker)]);
    await onPg(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch((e) =>
      console.error(`drop ${schema}: ${e.message}`),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    schema,
    pids: [primary.pid, ...pids, worker.pid],
    apiPids: pids,
    log,
    stop,
  };
}

async function call(baseUrl, path, body, token) {
  const r = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: await r.json().catch(() => ({})) };
}

/** `LOTS` proxy lots open now (start $100), created by the admin; ids and next bids. */
async function openLots(baseUrl) {
  const admin = (await call(baseUrl, 'user/login', ADMIN)).body.data.responseData.token;
  const iso = (ms) => new Date(ms).toISOString();
  const ids = [];
  for (let i = 0; i < LOTS; i++) {
    const r = await call(
      baseUrl,
      'seller/product/projectAction',
      {
        action: 'new',
        title: `Scale lot ${i}`,
        pricing: 'per_carat',
        weight: '1.00',
        total_stones: 1,
        sprice: 100,
        date_added: iso(Date.now() - 1_000),
        date_closed: iso(Date.now() + 3_600_000),
      },
      admin,
    );
    if (r.status !== 200) throw new Error(`projectAction answered ${r.status}`);
    ids.push(r.body.data.responseData.id);
  }
  const lots = [];
  for (const id of ids) {
    for (let i = 0; ; i++) {
      const card = (await call(baseUrl, 'product/search', { filters: { id } }, admin)).body.data
        ?.responseData?.records?.[0];
      if (card?.market_status === 'open') {
        lots.push({ id, start: Number(card.next_bid ?? 100) });
        break;
      }
      if (i > 300) throw new Error(`lot ${id} never opened`);
      await sleep(100);
    }
  }
  return lots;
}

/** Every accepted bid in its lot's stream exactly once: bid heads with distinct bid ids. */
async function streamBids(schema, lots) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  const r = await c.query(
    `SELECT count(*)::int AS heads, count(DISTINCT data->>'bidId')::int AS distinct_ids
       FROM ${schema}.events WHERE stream = ANY($1)
        AND type IN ('ProxyBidPlaced', 'HardBidPlaced', 'LeaderMaximumChanged')`,
    [lots.map((l) => `lot-${l.id}`)],
  );
  await c.end();
  return r.rows[0];
}

async function runSetup(n) {
  const tag = `${n}p`;
  console.log(
    `\n== ${n} api process${n > 1 ? 'es' : ''} behind one port (cluster), PostgreSQL + Redis`,
  );
  const setup = await startSetup(n, tag);
  try {
    const lots = await openLots(setup.baseUrl);
    const tokens = [];
    for (const email of BUYERS) {
      const r = await call(setup.baseUrl, 'user/login', { email, password: 'buyer-demo-pass' });
      if (r.status !== 200) throw new Error(`login ${email}: ${r.status}`);
      tokens.push(r.body.data.responseData.token);
    }
    const dir = mkdtempSync(join(tmpdir(), 'facet-scale-k6-'));
    const setupFile = join(dir, 'setup.json');
    writeFileSync(setupFile, JSON.stringify({ lots, tokens }));
    const summaryFile = join(dir, 'summary.json');
    const cpuBefore = setup.pids.map(cpuSeconds);
    const apiBefore = setup.apiPids.map(cpuSeconds);
    const load1Before = loadavg()[0];
    const started = Date.now();
    const k = spawnSync(
      k6,
      [
        'run',
        '--quiet',
        '--summary-export',
        summaryFile,
        join(repo, 'load-tests/scale/bid-storm-many-lots.js'),
      ],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          BASE_URL: setup.baseUrl,
          SCALE_SETUP: setupFile,
          SMOKE: smoke ? '1' : '0',
        },
      },
    );
    const seconds = (Date.now() - started) / 1000;
    const cpu = setup.pids.map(cpuSeconds).reduce((a, b, i) => a + b - cpuBefore[i], 0);
    const apiCpu = setup.apiPids.map(cpuSeconds).reduce((a, b, i) => a + b - apiBefore[i], 0);
    const load = loadavg();
    if (k.status !== 0 && k.status !== 99) throw new Error(`k6 exited ${k.status}`);
    const m = JSON.parse(readFileSync(summaryFile, 'utf8')).metrics;
    rmSync(dir, { recursive: true, force: true });
    const accepted = m.bids_accepted?.count ?? 0;
    // The worker may still be projecting; the streams are the event store's, read directly.
    const stored = await streamBids(setup.schema, lots);
    return {
      processes: n,
      lots: lots.length,
      seconds: Math.round(seconds * 10) / 10,
      requests: m.http_reqs.count,
      accepted,
      acceptedPerSecond: Math.round(accepted / seconds),
      requestsPerSecond: Math.round(m.http_reqs.rate),
      p99Ms: Math.round(
        m['http_req_duration{expected_response:true}']?.['p(99)'] ?? m.http_req_duration['p(99)'],
      ),
      p50Ms: Math.round(m.http_req_duration.med),
      failedRate: m.http_req_failed?.value ?? 0,
      droppedIterations: m.dropped_iterations?.count ?? 0,
      cpuSeconds: Math.round(cpu * 10) / 10,
      apiCpuSeconds: Math.round(apiCpu * 10) / 10,
      coresBusy: Math.round((cpu / seconds) * 100) / 100,
      cpuMsPerAcceptedBid: accepted ? Math.round((apiCpu / accepted) * 1e5) / 100 : null,
      streamBidHeads: stored.heads,
      streamDistinctBidIds: stored.distinct_ids,
      everyAcceptedBidOnce: stored.heads === accepted && stored.distinct_ids === accepted,
      loadAverage1mBefore: load1Before,
      loadAverageAfter: load,
    };
  } catch (e) {
    console.error(`setup ${tag} failed: ${e.message}; last log lines:`);
    try {
      console.error(readFileSync(setup.log, 'utf8').split('\n').slice(-30).join('\n'));
    } catch {}
    throw e;
  } finally {
    await setup.stop();
  }
}

const one = await runSetup(1);
const two = await runSetup(2);
const row = (label, f) =>
  `${label.padEnd(34)}${String(f(one)).padStart(14)}${String(f(two)).padStart(14)}`;
console.log(
  `\n== beyond one core: the many-lots bid storm (${cpus().length} cores on this machine, k6 on them too)`,
);
console.log(`${''.padEnd(34)}${'1 process'.padStart(14)}${'2 processes'.padStart(14)}`);
console.log(row('accepted bids/s', (r) => r.acceptedPerSecond));
console.log(row('requests/s (k6)', (r) => r.requestsPerSecond));
console.log(row('p99 ms (expected answers)', (r) => r.p99Ms));
console.log(row('CPU s, api + primary + worker', (r) => r.cpuSeconds));
console.log(row('cores busy (that CPU / wall)', (r) => r.coresBusy));
console.log(row('api CPU ms per accepted bid', (r) => r.cpuMsPerAcceptedBid));
console.log(row('accepted (k6) / in streams', (r) => `${r.accepted}/${r.streamDistinctBidIds}`));
console.log(row('every accepted bid once', (r) => r.everyAcceptedBidOnce));
console.log(row('load average 1m after', (r) => r.loadAverageAfter[0].toFixed(2)));
const ratio = two.acceptedPerSecond / Math.max(1, one.acceptedPerSecond);
console.log(`two processes / one: ${ratio.toFixed(2)} x accepted bids/s`);
const file = join(
  repo,
  'bench/results',
  `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), cores: cpus().length, smoke, one, two, ratio }, null, 2)}\n`,
);
console.log(`wrote ${file}`);
process.exit(one.everyAcceptedBidOnce && two.everyAcceptedBidOnce ? 0 : 1);
