// The same two measurements as engine-http.bench-part.ts (max rate with autocannon, then p99 at
// half of it, open loop) against durable-floor-server.mjs: node:http, JSON, a worker's fdatasync
// group commit and nothing else. On a 2-core machine that also runs the load generator, this
// floor shows what any Node server's p99 at half its own maximum is there, beside the api's.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Figure } from './engine-bus.bench-part.js';
import { freePort } from './bench-server.bench-part.js';
import { cannon, cpuSeconds, latencyFigure, openLoop } from './engine-http.bench-part.js';

/** `apiHalfRate`: the rate the api was measured at, to time the floor at that rate too. */
export async function runFloorBench(
  root: string,
  quick: boolean,
  apiHalfRate?: number,
): Promise<Figure[]> {
  const { base, server, dir, stop } = await startFloorProcess(
    root,
    'api/bench/durable-floor-server.mjs',
  );
  try {
    const seconds = quick ? 5 : 10;
    const { max, maxRate, maxCpuSeconds, cpuMsPerAcceptedBid } = await maxRateOf(
      base,
      server,
      seconds,
    );
    const halfRate = Math.max(1, Math.floor(maxRate / 2));
    const cpu0 = cpuSeconds(server.pid);
    const loopAt = (rate: number) => floorLoopAt(root, dir, base, rate, seconds);
    const half = await loopAt(halfRate);
    const serverCpu = Math.round(((cpuSeconds(server.pid) - cpu0) / seconds) * 100);
    // At the api's own half rate: what of the api's latency the machine and a durable write
    // account for, and what its framework and domain add.
    const same = apiHalfRate ? await loopAt(apiHalfRate) : undefined;
    console.log(
      [
        `  floor (node:http + fdatasync group commit, no framework, no domain): max ${Math.round(maxRate)} req/s (autocannon, 64 connections), p99 ${max.latency.p99} ms; CPU per accepted bid ${cpuMsPerAcceptedBid} ms, server CPU ${Math.round((maxCpuSeconds / seconds) * 100)}%`,
        `  floor at half its max, ${halfRate} req/s offered, ${half.rate} answered: p50 ${half.latency.p50} ms, p90 ${half.latency.p90} ms, p99 ${half.latency.p99} ms, max ${half.latency.max} ms (from due time); server CPU ${serverCpu}%, generator CPU ${half.cpuPercent}%`,
        ...(same
          ? [
              `  floor at the api's half rate, ${apiHalfRate} req/s: p50 ${same.latency.p50} ms, p90 ${same.latency.p90} ms, p99 ${same.latency.p99} ms, max ${same.latency.max} ms`,
            ]
          : []),
      ].join('\n'),
    );
    return [
      {
        name: 'Floor: bare node:http + fdatasync group commit, max rate, 64 connections',
        value: Math.round(maxRate),
        unit: 'req/s',
        p99ms: max.latency.p99,
        accepted2xx: max['2xx'],
        serverCpuPercent: Math.round((maxCpuSeconds / seconds) * 100),
        cpuMsPerAcceptedBid,
      },
      {
        name: 'Floor: bare node:http + fdatasync group commit, p99 latency at half its max rate (open loop, from due time)',
        ...latencyFigure(half),
        halfRate,
        answeredRate: half.rate,
        serverCpuPercent: serverCpu,
        generatorCpuPercent: half.cpuPercent,
        generator: half.generator,
      },
      ...(same
        ? [
            {
              name: "Floor: bare node:http + fdatasync group commit, p99 latency at the api's half rate",
              ...latencyFigure(same),
              rate: apiHalfRate,
            },
          ]
        : []),
    ];
  } finally {
    await stop();
  }
}

/** A floor's latency at `rate` (open loop, 64 connections): every request the same bid body. */
export const floorLoopAt = (
  root: string,
  dir: string,
  base: string,
  rate: number,
  seconds: number,
) =>
  openLoop(root, dir, {
    base,
    rate,
    seconds,
    connections: 64,
    lots: ['floor'],
    tokens: ['floor'],
    dollars: {},
    step: 30,
  });

/** A floor's max rate: autocannon, 64 connections, one bid body; every answer is an accepted bid. */
export async function maxRateOf(base: string, server: ChildProcess, seconds: number) {
  const cpu0 = cpuSeconds(server.pid);
  const max = await cannon({
    url: `${base}/api/bid/confirm`,
    method: 'POST',
    connections: 64,
    pipelining: 1,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'floor', wsprice: 100, bidding_type: 'proxy' }),
  });
  const maxCpuSeconds = cpuSeconds(server.pid) - cpu0;
  // CPU per accepted bid, as the api's: the server's CPU over its 200 answers.
  const cpuMsPerAcceptedBid = max['2xx']
    ? +((maxCpuSeconds * 1000) / (max['2xx'] as number)).toFixed(3)
    : null;
  return { max, maxRate: max.requests.average as number, maxCpuSeconds, cpuMsPerAcceptedBid };
}

/** A floor server (`script`, node) on a free port with its own temp dir, ready to take requests. */
export async function startFloorProcess(
  root: string,
  script: string,
  env: Record<string, string> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'facet-floor-bench-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), DIR: dir },
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.once('data', () => resolve());
    server.once('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    server,
    dir,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
