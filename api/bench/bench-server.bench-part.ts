// The built api in its own process on a fresh data folder, for the HTTP benches: started with the
// V8 options npm start gives it, waited for until healthy, stopped and its data removed after.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
// plain .mjs, no types
import { withNodeOptions } from '../../scripts/node-options.mjs';

export const BENCH_ADMIN = { email: 'bench-admin@facet.test', password: 'bench-admin-pass' };

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

export async function post(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<any> {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** The sign-up form's captcha: the server's proof-of-work challenge, solved as the browser does. */
const solvedCaptcha = async (base: string): Promise<string> => {
  const challenge = (await post(base, 'captcha/challenge', {})).data.responseData
    .challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};

/** Registers a bench buyer over HTTP (`Bench <lastName>`, the bench password); the raw answer. */
export const registerBuyer = async (base: string, lastName: string, email: string): Promise<any> =>
  post(base, 'user/register', {
    captcha: await solvedCaptcha(base),
    first_name: 'Bench',
    last_name: lastName,
    email,
    password: 'bench-pass-1',
    confirm_password: 'bench-pass-1',
    termcheck: 1,
  });

export interface BenchServer {
  base: string;
  server: ChildProcess;
  stop(): Promise<void>;
}

export async function startBenchServer(root: string, name: string): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), `facet-${name}-bench-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_PROF=dir writes a CPU profile of the server, to see what holds the event loop.
  const prof = process.env.BENCH_SERVER_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`]
    : [];
  // BENCH_SERVER_NODE_ARGS (e.g. --trace-gc) and BENCH_SERVER_LOG=file, to see pauses behind a tail.
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const log = process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore';
  const server: ChildProcess = spawn(process.execPath, [...prof, ...extra, 'api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', log, log],
    // The V8 options npm start and the Dockerfile give the api: the bench measures what runs.
    env: {
      ...process.env,
      NODE_OPTIONS: withNodeOptions(process.env.NODE_OPTIONS) as string,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: '0',
      // The bench is one client at full rate: it measures the api, not the per-client limit.
      RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '0',
      // Its 64 connections share one address: the per-address fairness limits (issue 28) would
      // serve 6 at a time and measure the limit, not the api. Set them to try one.
      REQUESTS_PER_ADDRESS: process.env.REQUESTS_PER_ADDRESS ?? '0',
      MAX_CONNECTIONS_PER_ADDRESS: process.env.MAX_CONNECTIONS_PER_ADDRESS ?? '0',
      SHED_EVENT_LOOP_DELAY_MS: process.env.SHED_EVENT_LOOP_DELAY_MS ?? '0',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, server, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`${name} bench: the server did not become healthy`);
}
