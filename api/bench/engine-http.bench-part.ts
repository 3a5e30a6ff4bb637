// bid/confirm over HTTP: the built server in its own process. The max rate is found with
// autocannon (closed loop, 64 connections) in this process; the latency at half that rate is
// taken by open-loop-load.ts in a third process, with evenly spaced requests (see there why).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
// no bundled types (benches are run by tsx, never type-checked)
import autocannon from 'autocannon';
import { BENCH_ADMIN, post, registerBuyer, startBenchServer } from './bench-server.bench-part.js';
import type { Figure } from './engine-bus.bench-part.js';
import type { LoadJob, LoadResult } from './open-loop-load.js';

/** CPU seconds a process has used so far (Linux /proc), to report the server's share. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Resident memory of a process in MB (Linux /proc): retained garbage shows up here and in GC pauses. */
function rssMb(pid: number | undefined): number {
  try {
    return Math.round(
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024,
    );
  } catch {
    return NaN;
  }
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/**
 * The open-loop generator: the Go one (api/bench/open-loop, built here, stdlib only) when Go is
 * present, else open-loop-load.ts. Same job and result; Go keeps the generator's own event loop and
 * GC pauses out of the latencies it times, and takes less of the two cores the server runs on.
 */
export function openLoop(root: string, dir: string, job: LoadJob): Promise<LoadResult> {
  const file = join(dir, 'load-job.json');
  writeFileSync(file, JSON.stringify(job));
  const goBinary = join(dir, 'open-loop');
  const built =
    existsSync(goBinary) ||
    spawnSync('go', ['build', '-o', goBinary, '.'], {
      cwd: join(root, 'api/bench/open-loop'),
      stdio: 'ignore',
    }).status === 0;
  const [cmd, args] = built
    ? [goBinary, [file]]
    : [process.execPath, ['--import', 'tsx', 'api/bench/open-loop-load.ts', file]];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve({ generator: 'node', ...(JSON.parse(out) as LoadResult) })
        : reject(new Error(`load generator exited ${code}`)),
    );
  });
}

/** An open-loop run's latency figure (p99 as the value, in ms) with its spread and its answers. */
export const latencyFigure = (run: LoadResult) => ({
  value: run.latency.p99,
  unit: 'ms',
  p50ms: run.latency.p50,
  p90ms: run.latency.p90,
  maxMs: run.latency.max,
  statuses: run.statuses,
  errors: run.errors,
});

export function cannon(opts: autocannon.Options): Promise<any> {
  return new Promise((resolve, reject) => {
    const inst = autocannon(opts, (err: unknown, res: unknown) =>
      err ? reject(err) : resolve(res),
    );
    void inst;
  });
}

export async function runHttpBench(root: string, quick: boolean): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'facet-http-bench-'));
  const { base, server, stop } = await startBenchServer(root, 'http');
  try {
    const admin = (await post(base, 'user/login', BENCH_ADMIN)).data.responseData.token as string;
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await registerBuyer(base, `B${i}`, `b${i}@bench.test`);
      tokens.push(r.data.responseData.token);
    }
    const now = Date.now();
    // Spread over 200 lots: this measures the HTTP edge and the command path, not one lot's length.
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const lot = await post(
        base,
        'seller/product/projectAction',
        {
          action: 'new',
          title: `${(1 + i / 100).toFixed(2)} cts rough, Sawable, 1 stone`,
          pricing: 'per_carat',
          weight: (1 + i / 100).toFixed(2),
          total_stones: 1,
          sprice: 100,
          date_added: new Date(now - 1_000).toISOString(),
          date_closed: new Date(now + 10 * 86_400_000).toISOString(),
        },
        admin,
      );
      ids.push(lot.data.responseData.id as string);
    }
    for (let i = 0; i < 100; i++) {
      const r = await post(
        base,
        'bid/confirm',
        { id: ids.at(-1), wsprice: 100, bidding_type: 'proxy' },
        tokens[0],
      );
      if (r.status === 'success') break;
      await new Promise((res) => setTimeout(res, 100));
    }
    const dollars = new Map<string, number>();
    let k = 0;
    const requests: autocannon.Request[] = [
      {
        method: 'POST',
        path: '/api/bid/confirm',
        setupRequest: (req) => {
          k++;
          const id = ids[k % ids.length] as string;
          const next = (dollars.get(id) ?? 100) + 30;
          dollars.set(id, next);
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[k % 20]}`,
            },
            body: JSON.stringify({ id, wsprice: next, bidding_type: 'proxy' }),
          };
        },
      },
    ];
    const seconds = quick ? 5 : 10;
    const serverCpu0 = cpuSeconds(server.pid);
    const ownCpu0 = process.cpuUsage();
    const loadBefore = load();
    const max = await cannon({
      url: base,
      connections: 64,
      pipelining: 1,
      duration: seconds,
      requests,
    });
    const ownCpu = process.cpuUsage(ownCpu0);
    const maxRate = max.requests.average as number;
    const maxServerCpuSeconds = cpuSeconds(server.pid) - serverCpu0;
    const maxServerCpu = Math.round((maxServerCpuSeconds / seconds) * 100);
    // quality.md's CPU per accepted HTTP bid: the server's CPU over the bids it answered 200.
    const cpuMsPerAcceptedBid = max['2xx']
      ? +((maxServerCpuSeconds * 1000) / (max['2xx'] as number)).toFixed(3)
      : null;
    const maxGenCpu = Math.round(((ownCpu.user + ownCpu.system) / 1e6 / seconds) * 100);
    const halfRate = Math.max(1, Math.floor(maxRate / 2));
    // The read side (projections, scheduler, user directory) runs on the same event loop and may
    // still be folding the max-rate run's events: let it finish, or the half-rate run measures
    // that backlog rather than its own load.
    const settleStarted = performance.now();
    for (let seen = -1; performance.now() - settleStarted < 20_000;) {
      await new Promise((r) => setTimeout(r, 500));
      const events = (await post(base, 'common/readModelLag', {})).data?.responseData?.events ?? 0;
      if (events === seen) break;
      seen = events;
    }
    const settleMs = Math.round(performance.now() - settleStarted);
    const serverCpu1 = cpuSeconds(server.pid);
    // On Linux the server's CPU profile (BENCH_SERVER_PROF) has this clock: the half-rate window.
    const halfStarted = process.hrtime.bigint() / 1000n;
    const half = await openLoop(root, dir, {
      base,
      rate: halfRate,
      seconds,
      connections: 64,
      lots: ids,
      tokens,
      dollars: Object.fromEntries(dollars),
      step: 30,
    });
    const halfServerCpu = Math.round(((cpuSeconds(server.pid) - serverCpu1) / seconds) * 100);
    const halfEnded = process.hrtime.bigint() / 1000n;
    const loadAfter = load();
    const serverRss = rssMb(server.pid);
    const bad = (r: any) => (r.errors as number) + (r.timeouts as number) + (r['5xx'] as number);
    const lines = [
      `  loadavg before ${loadBefore}, after ${loadAfter} (2 cores; CPU % is of one core)`,
      `  max rate: ${Math.round(maxRate)} req/s (autocannon, 64 connections, closed loop); p50 ${max.latency.p50} ms, p99 ${max.latency.p99} ms; server CPU ${maxServerCpu}%, generator CPU ${maxGenCpu}%`,
      `  CPU per accepted HTTP bid at the max rate: ${cpuMsPerAcceptedBid} ms (server CPU / ${max['2xx']} answers 200)`,
      `  read side settled ${settleMs} ms after the max-rate run`,
      `  half rate used: ${halfRate} req/s offered, ${half.rate} req/s answered (open loop, evenly spaced, ${half.generator} generator in its own process); statuses ${JSON.stringify(half.statuses)}, errors ${half.errors}`,
      `  at half rate, latency from due time: p50 ${half.latency.p50} ms, p90 ${half.latency.p90} ms, p99 ${half.latency.p99} ms, max ${half.latency.max} ms`,
      `  at half rate, latency from send: p50 ${half.service.p50} ms, p99 ${half.service.p99} ms; server CPU ${halfServerCpu}%, generator CPU ${half.cpuPercent}%, server RSS after ${serverRss} MB`,
      `  half-rate run, monotonic µs (for a server profile's --between): ${halfStarted} ${halfEnded}`,
    ];
    // BENCH_EXTRA_FRACTIONS=0.25,0.1: the same open-loop run at other fractions of the max rate,
    // to tell a tail that grows with load (queueing) from one that does not (stalls).
    let carried = half.dollars;
    for (const fraction of (process.env.BENCH_EXTRA_FRACTIONS ?? '')
      .split(',')
      .map(Number)
      .filter((f) => f > 0 && f <= 1)) {
      const rate = Math.max(1, Math.floor(maxRate * fraction));
      const r = await openLoop(root, dir, {
        base,
        rate,
        seconds,
        connections: 64,
        lots: ids,
        tokens,
        dollars: carried,
        step: 30,
      });
      carried = r.dollars;
      lines.push(
        `  at ${rate} req/s (${Math.round(fraction * 100)}% of max): p50 ${r.latency.p50} ms, p90 ${r.latency.p90} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms (from due time); statuses ${JSON.stringify(r.statuses)}`,
      );
    }
    console.log(lines.join('\n'));
    return [
      {
        name: 'HTTP bid/confirm max rate across 200 lots (200 + 422 answers), 64 connections',
        value: Math.round(maxRate),
        unit: 'req/s',
        accepted2xx: max['2xx'],
        rejected4xx: max['4xx'],
        errors: bad(max),
        p50ms: max.latency.p50,
        p99ms: max.latency.p99,
        serverCpuPercent: maxServerCpu,
        cpuMsPerAcceptedBid,
        generatorCpuPercent: maxGenCpu,
        loadavg: loadBefore,
      },
      {
        name: 'HTTP bid/confirm p99 latency at half the max rate (open loop, from due time)',
        ...latencyFigure(half),
        halfRate,
        answeredRate: half.rate,
        serviceP99ms: half.service.p99,
        serverCpuPercent: halfServerCpu,
        generatorCpuPercent: half.cpuPercent,
        generator: half.generator,
        serverRssMb: serverRss,
        loadavg: loadAfter,
      },
    ];
  } finally {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
