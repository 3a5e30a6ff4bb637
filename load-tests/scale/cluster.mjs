// node load-tests/scale/cluster.mjs <n>: n api processes behind ONE port with Node's cluster
// module (the primary accepts, round robin, and hands each connection to a worker). The first
// worker seeds the demo data and runs the scheduler; the others start once it listens, with
// SEED_DEMO=0 and SCHEDULER=0, as docker-compose's api-b. Prints one JSON line once all listen:
// { ready: true, pids: [...] }.
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';

const n = Number(process.argv[2] ?? 1);
cluster.setupPrimary({ exec: fileURLToPath(new URL('../../api/dist/main.js', import.meta.url)) });
const pids = [];
const fork = (env) =>
  new Promise((listening, failed) => {
    const w = cluster.fork(env);
    // Its HTTP port (not the sandbox gateway's, which listens too).
    const onListening = (address) => {
      if (address.port !== Number(process.env.PORT)) return;
      w.off('listening', onListening);
      listening(w);
    };
    w.on('listening', onListening);
    w.once('exit', (code) => failed(new Error(`api worker exited ${code} before listening`)));
  });
const first = await fork({});
pids.push(first.process.pid);
for (let i = 1; i < n; i++) pids.push((await fork({ SEED_DEMO: '0', SCHEDULER: '0' })).process.pid);
console.log(JSON.stringify({ ready: true, pids }));
cluster.on('exit', (w, code) => console.error(`api worker ${w.process.pid} exited ${code}`));
for (const sig of ['SIGTERM', 'SIGINT'])
  process.once(sig, () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 12_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
