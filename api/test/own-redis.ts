import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
}

/** A free loopback port: the OS picks one, we let it go and hand it on. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * A redis-server of the test's own on a free port, in a temp dir, without persistence: the shared
 * Redis of `npm test` is never touched. Fails (never skips) when the binary is missing.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  if (!existsSync(REDIS_SERVER))
    throw new Error(
      `${REDIS_SERVER} is missing: install redis-server (apt-get install redis-server)`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'facet-redis-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  const end = Date.now() + 20_000;
  for (;;) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (err) {
      probe.disconnect();
      if (Date.now() > end || child.exitCode !== null) {
        child.kill('SIGKILL');
        throw new Error(`own redis-server on ${port} did not answer: ${(err as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  probe.disconnect();
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
