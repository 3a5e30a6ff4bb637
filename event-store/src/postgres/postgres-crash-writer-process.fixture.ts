// The test's side of postgres-crash-writer.fixture.ts: spawns it and records what it was told.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('./postgres-crash-writer.fixture.ts', import.meta.url));

/** An append the writer was acknowledged: its events' ids at revisions from..to of stream. */
export interface Ack {
  stream: string;
  from: number;
  to: number;
  ids: string[];
}

export class WriterProcess {
  readonly acks: Ack[] = [];
  /** Transactions the writer opened (open-transactions mode: insert done, COMMIT not sent). */
  opened = 0;
  /** One line per failed append attempt (the writer retried it with the same ids). */
  readonly retries: string[] = [];
  private stderr = '';
  private readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(private readonly child: ChildProcess) {
    let partial = '';
    child.stdout?.on('data', (d: Buffer) => {
      const lines = (partial + d.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const said = JSON.parse(line) as Ack | { open: string };
        if ('open' in said) this.opened += 1;
        else this.acks.push(said);
      }
    });
    let partialErr = '';
    child.stderr?.on('data', (d: Buffer) => {
      this.stderr += d.toString();
      const lines = (partialErr + d.toString()).split('\n');
      partialErr = lines.pop() ?? '';
      this.retries.push(...lines.filter((line) => line.startsWith('retry')));
    });
    this.exit = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
  }

  static start(url: string, schema: string, mode = 'single-statement'): WriterProcess {
    return new WriterProcess(
      spawn(process.execPath, ['--import', 'tsx', file, url, schema, mode], {
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
  }

  /** Polls until `done`; fails if the writer exits first or `withinMs` pass. */
  async until(what: string, done: () => boolean, withinMs = 30_000): Promise<void> {
    const end = Date.now() + withinMs;
    while (!done()) {
      if (this.child.exitCode !== null || this.child.signalCode !== null)
        throw new Error(
          `the writer exited (${this.child.exitCode}) before ${what}:\n${this.tail()}`,
        );
      if (Date.now() > end)
        throw new Error(`no ${what} within ${withinMs / 1000} s:\n${this.tail()}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** SIGTERM: the writer finishes its appends in flight, closes the store and exits 0. */
  async stop(): Promise<number | null> {
    this.child.kill('SIGTERM');
    return (await this.exit).code;
  }

  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exit;
  }

  /** The last retries, then the start of whatever else the writer said (a crash's cause). */
  private tail(): string {
    const other = this.stderr.split('\n').filter((line) => !line.startsWith('retry'));
    return [...this.retries.slice(-5), ...other.slice(0, 12)].join('\n');
  }
}
