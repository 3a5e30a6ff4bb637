// bid/confirm over HTTP: the built server in its own process, autocannon on loopback in this one.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-ignore no bundled types
import autocannon from 'autocannon';
import type { Figure } from './engine-bus.bench-part.js';

const ADMIN = { email: 'bench-admin@facet.test', password: 'bench-admin-pass' };

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as { port: number }).port;
    s.close(() => resolve(p));
  });
});

async function post(base: string, path: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
  });
  return res.json();
}

function cannon(opts: Record<string, unknown>): Promise<any> {
  return new Promise((resolve, reject) => {
    const inst = autocannon(opts, (err: unknown, res: unknown) => (err ? reject(err) : resolve(res)));
    void inst;
  });
}

export async function runHttpBench(root: string, quick: boolean): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'facet-http-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_PROF=dir writes a CPU profile of the server, to see what holds the event loop.
  const prof = process.env.BENCH_SERVER_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`] : [];
  const server: ChildProcess = spawn(process.execPath, [...prof, 'api/dist/main.js'], {
    cwd: root, stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, SEED_DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  try {
    for (let i = 0; i < 120; i++) {
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const admin = (await post(base, 'user/login', ADMIN)).data.responseData.token as string;
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await post(base, 'user/register', { first_name: 'Bench', last_name: `B${i}`, email: `b${i}@bench.test`, password: 'bench-pass-1', confirm_password: 'bench-pass-1', termcheck: 1 });
      tokens.push(r.data.responseData.token);
    }
    const now = Date.now();
    // Spread over 200 lots: this measures the HTTP edge and the command path, not one lot's length.
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const lot = await post(base, 'seller/product/projectAction', {
        action: 'new', title: `${(1 + i / 100).toFixed(2)} cts rough, Sawable, 1 stone`, pricing: 'per_carat', weight: (1 + i / 100).toFixed(2), total_stones: 1, sprice: 100,
        date_added: new Date(now - 1_000).toISOString(), date_closed: new Date(now + 10 * 86_400_000).toISOString(),
      }, admin);
      ids.push(lot.data.responseData.id as string);
    }
    for (let i = 0; i < 100; i++) {
      const r = await post(base, 'bid/confirm', { id: ids.at(-1), wsprice: 100, bidding_type: 'proxy' }, tokens[0]);
      if (r.status === 'success') break;
      await new Promise((res) => setTimeout(res, 100));
    }
    const dollars = new Map<string, number>();
    let k = 0;
    const requests = [{
      method: 'POST', path: '/api/bid/confirm',
      setupRequest: (req: Record<string, unknown>) => {
        k++;
        const id = ids[k % ids.length] as string;
        const next = (dollars.get(id) ?? 100) + 30;
        dollars.set(id, next);
        return {
          ...req,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[k % 20]}` },
          body: JSON.stringify({ id, wsprice: next, bidding_type: 'proxy' }),
        };
      },
    }];
    const seconds = quick ? 5 : 10;
    const max = await cannon({ url: base, connections: 64, pipelining: 1, duration: seconds, requests });
    const maxRate = max.requests.average as number;
    const half = await cannon({ url: base, connections: 32, pipelining: 1, duration: seconds, overallRate: Math.max(1, Math.floor(maxRate / 2)), requests });
    const bad = (r: any) => (r.errors as number) + (r.timeouts as number) + (r['5xx'] as number);
    return [
      { name: 'HTTP bid/confirm max rate across 200 lots (200 + 422 answers), 64 connections', value: Math.round(maxRate), unit: 'req/s', accepted2xx: max['2xx'], rejected4xx: max['4xx'], errors: bad(max), p99ms: max.latency.p99 },
      { name: 'HTTP bid/confirm p99 latency at half the max rate', value: half.latency.p99, unit: 'ms', rate: Math.round(half.requests.average), p50ms: half.latency.p50, p90ms: half.latency.p90, errors: bad(half) },
    ];
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
