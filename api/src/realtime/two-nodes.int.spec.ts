import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha-answer.js';
import { plainItemLot } from '../../test/backoffice-fixtures.js';

const repo = resolve(import.meta.dirname, '../../..');
const iso = (ms: number) => new Date(ms).toISOString();
const need = (name: string): string => {
  const v = process.env[name];
  if (!v)
    throw new Error(
      `${name} is not set: the two-node test needs real Redis and Kafka (scripts/services/*.sh)`,
    );
  return v;
};
const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => ok(p));
    });
  });
async function until<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await Promise.resolve(probe()).catch(() => undefined);
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('Two api nodes and one projection worker on Redis and Kafka', () => {
  const procs: ChildProcess[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'facet-two-nodes-'));
  let redisUrl: string;
  let a: string;
  let b: string;
  let socket: Socket | undefined;

  const post = async (base: string, path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  /** What each process wrote to stderr (passed on as it comes), for the shutdown check. */
  const stderr = new Map<ChildProcess, string>();
  const start = (script: string, env: Record<string, string>) => {
    const p = spawn(process.execPath, [script], {
      cwd: repo,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    stderr.set(p, '');
    p.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderr.set(p, stderr.get(p) + chunk.toString());
    });
    procs.push(p);
    return p;
  };
  let nodeB: ChildProcess;

  beforeAll(async () => {
    const base = need('REDIS_URL').replace(/\/\d*$/, '');
    redisUrl = `${base}/7`;
    const brokers = need('KAFKA_BROKERS');
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    redis.disconnect();
    if (
      !existsSync(join(repo, 'api/dist/main.js')) ||
      !existsSync(join(repo, 'projections/dist/worker/main.js'))
    ) {
      spawnSync('npx', ['tsc', '-b', 'projections', 'api'], { cwd: repo, stdio: 'inherit' });
    }
    const shared = {
      DATA_DIR: dir,
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      JWT_SECRET: 'two-nodes-secret-two-nodes-secret',
      ADMIN_EMAIL: 'admin@facet.test',
      ADMIN_PASSWORD: 'admin-pass-123',
      READ_MODELS: 'redis',
      REDIS_URL: redisUrl,
      PROJECTIONS: 'off',
      SOCKET_ADAPTER: 'redis',
    };
    start('projections/dist/worker/main.js', {
      SQLITE_FILE: join(dir, 'facet.sqlite'),
      REDIS_URL: redisUrl,
      BUS: 'kafka',
      KAFKA_BROKERS: brokers,
      KAFKA_TOPIC: `facet.two-nodes.${randomUUID()}`,
    });
    const [pa, pb] = [await freePort(), await freePort()];
    start('api/dist/main.js', { ...shared, PORT: String(pa) });
    a = `http://127.0.0.1:${pa}`;
    await until(() => fetch(`${a}/api/health`).then((r) => r.ok || undefined));
    nodeB = start('api/dist/main.js', { ...shared, PORT: String(pb), SCHEDULER: '0' });
    b = `http://127.0.0.1:${pb}`;
    await until(() => fetch(`${b}/api/health`).then((r) => r.ok || undefined));
  }, 120_000);

  afterAll(async () => {
    socket?.disconnect();
    for (const p of procs) p.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dir, { recursive: true, force: true });
  });

  it('pushes a bid placed through api A to a socket on api B and shows it in search through either', async () => {
    const reg = await post(a, 'user/register', {
      captcha: await solvedCaptcha((p, b) => post(a, p, b)),
      first_name: 'Alice',
      last_name: 'Buyer',
      email: 'alice@two.test',
      password: 'correct-horse',
      confirm_password: 'correct-horse',
      termcheck: 1,
    });
    const token = reg.body.data.responseData.token as string;
    const admin = (
      await post(a, 'user/login', { email: 'admin@facet.test', password: 'admin-pass-123' })
    ).body.data.responseData.token;
    const now = Date.now();
    const lot = await post(
      a,
      'seller/product/projectAction',
      {
        action: 'new',
        ...plainItemLot,
        title: 'Two-node rough',
        total_stones: 1,
        qty: 1,
        date_added: iso(now - 1_000),
        date_closed: iso(now + 3_600_000),
      },
      admin,
    );
    const lotId = lot.body.data.responseData.id as string;
    // B learns the user from the shared log; then the socket on B is a signed-in watcher.
    await until(
      async () => (await post(b, 'user/validateUser', {}, token)).status === 200 || undefined,
    );
    await until(
      async () =>
        (await post(b, 'product/search', { filters: { id: lotId } }, token)).body.data.responseData
          .records[0],
    );
    socket = io(b, { transports: ['websocket'], auth: { token }, reconnection: false });
    const pushes: any[] = [];
    socket.on('bidAddtime', (p) => pushes.push(p));
    await socket.emitWithAck('watchLots', { ids: [lotId] });
    const bid = await until(async () => {
      const r = await post(
        a,
        'bid/confirm',
        { id: lotId, wsprice: 700, bidding_type: 'proxy' },
        token,
      );
      return r.status === 200 ? r : undefined;
    });
    const revision = bid.body.data.responseData.revision as number;
    await until(() =>
      pushes.find((p) => p.id === lotId && p.revision >= revision && p.bidtopstatus === undefined),
    );
    expect(pushes.find((p) => p.bidtopstatus === 'winner')).toBeTruthy();
    for (const node of [a, b]) {
      const rec = await until(async () => {
        const r = (await post(node, 'product/search', { filters: { id: lotId } }, token)).body.data
          .responseData.records[0];
        return r?.bid_count === 1 ? r : undefined;
      });
      expect(rec).toMatchObject({ wprice: 500, bidtopstatus: 'winner' });
    }
  }, 120_000);

  it('stops an api node on SIGTERM after draining, with the Redis adapter closed cleanly', async () => {
    socket?.disconnect();
    const exited = new Promise<[number | null, NodeJS.Signals | null]>((ok) =>
      nodeB.once('exit', (code, signal) => ok([code, signal])),
    );
    nodeB.kill('SIGTERM');
    // main.ts drains, closes the app and exits 0; a crash while closing exits with code 1.
    expect(await exited).toEqual([0, null]);
    expect(stderr.get(nodeB)).not.toMatch(/Error|Connection is closed/);
  }, 30_000);
});
