// startMarketplace(env): the built marketplace on a free loopback port with a fresh data folder
// (the api seeds the demo data in it), resolved once /api/health answers. `env` is laid over this
// process's environment: how a suite starts a marketplace configured otherwise (Stripe, say).
// Used by with-marketplace.mjs and by browser specs that need a second marketplace.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withNodeOptions } from './node-options.mjs';
import { nodeBin } from './node/this-node.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });

/**
 * @param {Record<string, string>} [env]
 * @returns {Promise<import("./marketplace-process.d.mts").MarketplaceProcess>}
 */
export async function startMarketplace(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'facet-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server's log goes to a file so the suite's own output stays readable; shown on failure.
  const logFile = join(dataDir, 'marketplace.log');
  const out = openSync(logFile, 'a');
  const launch = () =>
    spawn(nodeBin, [join(repo, 'api/dist/main.js')], {
      cwd: repo,
      env: {
        ...process.env,
        NODE_OPTIONS: withNodeOptions(process.env.NODE_OPTIONS),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // The e2e suite and the k6 smoke are hundreds of clients on one address; set it to try a limit.
        RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '0',
        // Likewise their sockets (k6's 1,000 watchers) and a loaded CI box's lag: set one to try it.
        MAX_CONNECTIONS_PER_ADDRESS: process.env.MAX_CONNECTIONS_PER_ADDRESS ?? '0',
        SOCKETS_PER_ADDRESS: process.env.SOCKETS_PER_ADDRESS ?? '0',
        SOCKETS_PER_USER: process.env.SOCKETS_PER_USER ?? '0',
        SOCKET_CONNECTS_PER_SECOND: process.env.SOCKET_CONNECTS_PER_SECOND ?? '0',
        SOCKET_CATCHUP_LOTS_PER_SECOND: process.env.SOCKET_CATCHUP_LOTS_PER_SECOND ?? '0',
        SHED_EVENT_LOOP_DELAY_MS: process.env.SHED_EVENT_LOOP_DELAY_MS ?? '0',
        REQUESTS_PER_ADDRESS: process.env.REQUESTS_PER_ADDRESS ?? '0',
        ...env,
      },
      stdio: ['ignore', out, out],
    });
  let api = launch();
  const log = () => readFileSync(logFile, 'utf8');
  const stop = (showLog = false) => {
    api.kill('SIGTERM');
    if (showLog) console.error(log().split('\n').slice(-40).join('\n'));
    rmSync(dataDir, { recursive: true, force: true });
  };

  const healthy = async () => {
    let ready = false;
    for (let i = 0; i < 120 && !ready && api.exitCode === null; i++) {
      ready = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 500));
    }
    if (!ready) {
      stop(true);
      throw new Error(`marketplace did not become healthy on ${baseUrl}`);
    }
  };
  /**
   * Kills the api (SIGKILL by default: a power cut) and starts it again on the same port and data
   * folder, resolved once healthy: how a suite proves that what was accepted survives a restart.
   */
  const restart = async (signal = 'SIGKILL') => {
    const gone = new Promise((r) => (api.exitCode !== null ? r(null) : api.once('exit', r)));
    api.kill(signal);
    await gone;
    api = launch();
    await healthy();
  };
  await healthy();
  return { baseUrl, log, stop, restart };
}
