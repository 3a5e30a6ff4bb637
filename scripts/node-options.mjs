import { spawnSync } from 'node:child_process';

// V8 options of the processes that rebuild read models and serve (the api, the projection worker)
// and of the benches, so a bench measures what the product runs. The Dockerfile sets the same value.
// The young generation at V8's default, 16 MB, said here so it stays chosen: at 64 MB (chosen once
// for a rebuild's batches) every scavenge of the serving api copied tens of MB of survivors and
// paused it 10-85 ms; the engine bench's p99 at the api's half rate was 139-376 ms at 64 MB against
// 42-122 ms at 16 in alternate runs of one sitting (issue 29), and rebuilds per CPU second differed
// less than their spread.
export const NODE_OPTIONS = '--max-semi-space-size=16';

/** `current` NODE_OPTIONS with ours added, unless the caller already chose a semi-space size. */
export function withNodeOptions(current = '') {
  return current.includes('--max-semi-space-size') ? current : `${current} ${NODE_OPTIONS}`.trim();
}

/**
 * Runs this script again, the same arguments, under our NODE_OPTIONS unless it already runs under
 * them, and exits with its status: a bench calls it first, so it measures what the product runs.
 * Returns the options it runs under, for the bench's JSON and the children it starts.
 */
export function rerunUnderNodeOptions() {
  const nodeOptions = withNodeOptions(process.env.NODE_OPTIONS);
  if (process.env.NODE_OPTIONS === nodeOptions) return nodeOptions;
  const run = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
  });
  process.exit(run.status ?? 1);
}
