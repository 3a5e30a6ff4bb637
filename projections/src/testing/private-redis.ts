import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REDIS_SERVER = '/usr/bin/redis-server';

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createConnection({ port, host: '127.0.0.1' });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/**
 * A redis-server of the test's own, on a free port in a temp dir, so a fault test can kill and
 * restart it without touching the shared server other suites use. No RDB and no AOF: a restart
 * comes back EMPTY, the harder case (every read model and checkpoint gone, a rebuild must start).
 */
export class PrivateRedis {
  private proc: ChildProcess | undefined;
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<PrivateRedis> {
    if (!existsSync(REDIS_SERVER))
      throw new Error(
        `${REDIS_SERVER} is missing: this fault test needs its own Redis (apt-get install redis-server)`,
      );
    const r = new PrivateRedis(await freePort(), mkdtempSync(join(tmpdir(), 'facet-redis-')));
    await r.up();
    return r;
  }

  /** Starts the server (again) on the same port; resolves once it accepts connections. */
  async up(): Promise<void> {
    const proc = spawn(
      REDIS_SERVER,
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: 'ignore' },
    );
    this.proc = proc;
    const end = Date.now() + 20_000;
    while (!(await accepts(this.port))) {
      if (proc.exitCode !== null) throw new Error(`redis-server exited with ${proc.exitCode}`);
      if (Date.now() > end)
        throw new Error(`redis-server did not listen on ${this.port} within 20 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** kill -9: no shutdown save, clients see their connections reset. */
  async kill(): Promise<void> {
    const proc = this.proc;
    this.proc = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
