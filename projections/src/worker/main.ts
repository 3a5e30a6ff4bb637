// node projections/dist/worker/main.js: a projection worker process (see projection-worker.ts).
import { startProjectionWorker } from './projection-worker.js';

const worker = await startProjectionWorker(process.env);
const lagTimer = setInterval(() => {
  if (worker.runner.lag.count > 0) {
    console.log(
      `projection lag p50 ${worker.runner.lag.percentile(50)} ms, p99 ${worker.runner.lag.percentile(99)} ms over ${worker.runner.lag.count} events`,
    );
  }
}, 10_000);
lagTimer.unref();
console.log('projection worker ready');
for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.once(sig, () => {
    void worker.stop().finally(() => process.exit(0));
  });
}
