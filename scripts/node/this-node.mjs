// The Node running this script, for the processes it starts: `node` by name, and `npx`/`npm`
// (whose `#!/usr/bin/env node` finds node on PATH), must not fall back to an older node that
// happens to be first on PATH; native modules are built for one Node's ABI.
import { accessSync, constants, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/** The executable to spawn for a Node script: this very Node. */
export const nodeBin = process.execPath;

/** The first `node` on a PATH, or undefined. */
function nodeOnPath(path) {
  for (const dir of (path ?? '').split(delimiter).filter(Boolean)) {
    try {
      accessSync(join(dir, 'node'), constants.X_OK);
      return realpathSync(join(dir, 'node'));
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/**
 * Puts this Node's folder first on PATH (in this process's environment, which children inherit)
 * when PATH would find another node first. Left alone otherwise, so node_modules/.bin stays first.
 */
export function useThisNodeForChildren(env = process.env) {
  if (nodeOnPath(env.PATH) === realpathSync(process.execPath)) return env;
  env.PATH = [dirname(process.execPath), env.PATH].filter(Boolean).join(delimiter);
  return env;
}

/** Stops with what to run when this Node is older than package.json's engines allow (22.12). */
export function requireSupportedNode(what) {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 12)) return;
  console.error(
    `${what} needs Node 22.12 or newer (24 preferred); this is ${process.version}.\n` +
      'Run `source scripts/node/use-supported-node.sh` (Node 24 from the npm registry when the ' +
      "machine's is older), then `npm ci` and this command again.",
  );
  process.exit(1);
}
