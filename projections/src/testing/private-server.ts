import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { freePort } from '@facet/event-store/testing';

export { freePort };

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const s = createConnection({ port, host: '127.0.0.1' });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

/**
 * A server process a fault test owns (its own port and temp dir), so it can kill and restart it
 * without touching the shared servers other suites use: start, kill -9, stop (kill and remove
 * the dir). Subclasses say how to launch it.
 */
export abstract class PrivateServer {
  private proc: ChildProcess | undefined;
  protected constructor(
    readonly port: number,
    protected readonly dir: string,
  ) {}

  protected abstract command(): { file: string; args: string[]; name: string; withinMs: number };

  /** Starts the server (again) on the same port; resolves once it accepts connections. */
  async up(): Promise<void> {
    const { file, args, name, withinMs } = this.command();
    const proc = spawn(file, args, { stdio: 'ignore' });
    this.proc = proc;
    const end = Date.now() + withinMs;
    while (!(await accepts(this.port))) {
      if (proc.exitCode !== null) throw new Error(`${name} exited with ${proc.exitCode}`);
      if (Date.now() > end)
        throw new Error(`${name} did not listen on ${this.port} within ${withinMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** kill -9: no shutdown work, clients see their connections reset. */
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
