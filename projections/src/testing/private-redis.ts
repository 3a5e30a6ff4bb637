import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, PrivateServer } from './private-server.js';

export { freePort } from './private-server.js';

const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * A redis-server of the test's own, on a free port in a temp dir, so a fault test can kill and
 * restart it without touching the shared server other suites use. No RDB and no AOF: a restart
 * comes back EMPTY, the harder case (every read model and checkpoint gone, a rebuild must start).
 */
export class PrivateRedis extends PrivateServer {
  private constructor(port: number, dir: string) {
    super(port, dir);
  }

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

  protected command() {
    return {
      file: REDIS_SERVER,
      args: [
        ...['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir],
        ...['--save', '', '--appendonly', 'no'],
      ],
      name: 'redis-server',
      withinMs: 20_000,
    };
  }
}
