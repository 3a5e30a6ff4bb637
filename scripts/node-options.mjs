import { spawnSync } from 'node:child_process';

// V8 options of the processes that rebuild read models (the api, the projection worker) and of the
// rebuild bench, so the bench measures what the product runs. The Dockerfile sets the same value.
// A 64 MB semi-space (default 16 MB): a rebuild keeps what it builds for a batch alive until the
// batch commits, and the scavenger copied it again at every 16 MB; ~+12% rebuild events per CPU second.
export const NODE_OPTIONS = '--max-semi-space-size=64';

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
