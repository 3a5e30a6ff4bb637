import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';

/**
 * The PostgreSQL binaries, found the way scripts/services/postgres.sh's pg_bin does: pg_ctl and
 * initdb on the PATH, else Debian's newest /usr/lib/postgresql/<version>/bin.
 */
function pgBin(): string {
  const onPath = (name: string) =>
    (process.env.PATH ?? '')
      .split(delimiter)
      .map((d) => join(d, name))
      .find((f) => existsSync(f));
  const pgCtl = onPath('pg_ctl');
  if (pgCtl && onPath('initdb')) return dirname(realpathSync(pgCtl));
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    : [];
  const bin = versions.map((v) => join(root, v, 'bin')).at(-1);
  if (bin && existsSync(join(bin, 'postgres')) && existsSync(join(bin, 'initdb'))) return bin;
  throw new Error(
    'PostgreSQL binaries are missing (no pg_ctl/initdb on PATH, nothing under /usr/lib/postgresql): ' +
      'this fault test needs its own server. Run scripts/services/postgres.sh ensure',
  );
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
const asPg = (file: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];

const alive = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

/** Pids whose parent is `pid` (the postmaster's backends and auxiliary processes). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A PostgreSQL server of the test's own (initdb in a temp dir, a free loopback port, fsync and
 * synchronous_commit on), so a fault test can kill -9 it and start it again on the same data
 * directory without touching the shared server on 54329. Same shape as projections'
 * PrivateServer (start, up, kill, stop), which event-store cannot import (it sits below
 * projections); unlike Redis or Kafka, PostgreSQL is a tree of processes, so kill is its own.
 */
export class PrivatePostgres {
  private proc: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly bin: string,
  ) {}

  /** The superuser on the `postgres` database (trust auth, loopback only). */
  get url(): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Whether the server was started and not killed since. */
  get running(): boolean {
    return this.proc !== undefined;
  }

  private get data(): string {
    return join(this.dir, 'data');
  }

  static async start(): Promise<PrivatePostgres> {
    const bin = pgBin();
    const dir = mkdtempSync(join(tmpdir(), 'facet-pg-'));
    const server = new PrivatePostgres(await freePort(), dir, bin);
    if (asRoot) {
      const id = (flag: string) =>
        Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
      chownSync(dir, id('-u'), id('-g'));
    }
    // --no-sync only skips initdb's own final flush: no test here crashes the OS, and the
    // server itself runs with fsync on.
    const [file, args] = asPg(join(bin, 'initdb'), [
      ...['-D', server.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'],
      ...['--locale=C.UTF-8', '--no-sync'],
    ]);
    execFileSync(file, args, { stdio: 'pipe' });
    await server.up();
    return server;
  }

  /** Starts the server (again) on the same data directory; resolves once it answers queries. */
  async up(withinMs = 60_000): Promise<void> {
    const log = openSync(join(this.dir, 'server.log'), 'a');
    const [file, args] = asPg(join(this.bin, 'postgres'), [
      ...['-D', this.data, '-c', 'listen_addresses=127.0.0.1', '-c', `port=${this.port}`],
      ...['-c', 'unix_socket_directories=', '-c', 'fsync=on', '-c', 'synchronous_commit=on'],
      ...['-c', 'max_connections=100', '-c', 'shared_buffers=32MB'],
    ]);
    const proc = spawn(file, args, { stdio: ['ignore', log, log] });
    closeSync(log);
    this.proc = proc;
    const end = Date.now() + withinMs;
    for (;;) {
      if (proc.exitCode !== null)
        throw new Error(`postgres exited with ${proc.exitCode}:\n${this.logTail()}`);
      const client = new pg.Client({ connectionString: this.url });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('SELECT 1');
        return;
      } catch {
        // refused, or "the database system is starting up" during crash recovery
      } finally {
        await client.end().catch(() => undefined);
      }
      if (Date.now() > end)
        throw new Error(`postgres did not answer within ${withinMs / 1000} s:\n${this.logTail()}`);
      await sleep(100);
    }
  }

  /**
   * kill -9 of the postmaster and of every process it forked (a server crash: no shutdown
   * checkpoint, clients see their connections reset, open transactions never commit). The
   * postmaster is stopped first so it forks nothing between listing its children and the kill;
   * its backends go too, since orphans would keep the old shared memory and block the restart.
   */
  async kill(): Promise<void> {
    const proc = this.proc;
    this.proc = undefined;
    if (!proc || proc.exitCode !== null) return;
    const postmaster = this.postmasterPid();
    const doomed = [postmaster];
    if (postmaster !== undefined) {
      process.kill(postmaster, 'SIGSTOP');
      doomed.push(...childrenOf(postmaster));
    }
    for (const pid of doomed.filter((p): p is number => p !== undefined)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    const exited = new Promise((r) =>
      proc.exitCode !== null || proc.signalCode !== null ? r(undefined) : proc.once('exit', r),
    );
    // runuser stopped itself with its child: woken, it reaps the postmaster (a zombie would keep
    // postmaster.pid "in use") and exits. Without a postmaster pid, the spawned process goes.
    proc.kill(postmaster === undefined ? 'SIGKILL' : 'SIGCONT');
    await exited;
    while (doomed.some((p) => p !== undefined && alive(p))) await sleep(20);
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** The postmaster's pid (under runuser it is not the spawned process's). */
  private postmasterPid(): number | undefined {
    try {
      const pid = Number(readFileSync(join(this.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return pid > 0 && alive(pid) ? pid : undefined;
    } catch {
      return undefined;
    }
  }

  private logTail(): string {
    try {
      return readFileSync(join(this.dir, 'server.log'), 'utf8').split('\n').slice(-20).join('\n');
    } catch {
      return '(no server log)';
    }
  }
}
