import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../projections/src/testing/private-server.js';
import { ADMIN, type Harness, httpPost, LIMITS_OFF } from './http-harness.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const main = join(repo, 'api/dist/main.js');

export { freePort } from '../../projections/src/testing/private-server.js';

/**
 * The built api as a child process on one SQLite data dir, started again on the same dir after a
 * kill: what a crashed node and its restart look like to clients (cross-process fault tests).
 */
export class ChildApi {
  private server: ChildProcess | undefined;
  log = '';

  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {
    if (!existsSync(main)) throw new Error('api/dist/main.js is missing: run npx tsc -b first');
  }

  /** A child api on a free port and a fresh temp data dir (`dispose` stops it and removes the dir). */
  static async onTempDir(prefix: string): Promise<ChildApi> {
    return new ChildApi(await freePort(), mkdtempSync(join(tmpdir(), prefix)));
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  readonly post: Harness['post'] = (path, body, token) =>
    httpPost(`http://127.0.0.1:${this.port}`)(path, body, token);

  async start(env: Record<string, string> = {}): Promise<void> {
    const child = spawn(process.execPath, [main], {
      cwd: repo,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: '0',
        JWT_SECRET: 'child-secret-child-secret-child-secret',
        ACCESS_TOKEN_TTL_SECONDS: '86400',
        // A storm comes from one address; the limiter has its own suite.
        RATE_LIMIT_PER_MINUTE: '0',
        ...LIMITS_OFF,
        EVENT_STORE: 'sqlite',
        FACET_CRASH_AT: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (c: Buffer) => (this.log += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (this.log += c.toString()));
    this.server = child;
    for (let i = 0; i < 240; i++) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the api exited while starting:\n${this.log.slice(-2000)}`);
      const up = await fetch(`http://127.0.0.1:${this.port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the api did not start');
  }

  /** Resolves with the signal that ended the process (null: it exited by itself). */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const s = this.server;
    return new Promise((resolve) => {
      if (!s || s.exitCode !== null || s.signalCode !== null)
        return resolve({ code: s?.exitCode ?? null, signal: s?.signalCode ?? null });
      s.once('exit', (code, signal) => resolve({ code, signal }));
    });
  }

  signal(sig: NodeJS.Signals): void {
    this.server?.kill(sig);
  }

  /** SIGTERM (the node drains and closes its store), SIGKILL if it is still there after 15 s. */
  async stop(): Promise<void> {
    const gone = this.exited();
    this.server?.kill('SIGTERM');
    const late = setTimeout(() => this.server?.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(late);
    this.server = undefined;
  }
}
