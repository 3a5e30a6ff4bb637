// The runtime (issue 28, item 10): the project runs on the current Node LTS (22.12+, 24 preferred),
// says so in package.json and the Dockerfile, and where the machine's Node is older its scripts
// take Node 24 from the npm registry; every process they start runs on that same Node.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { useThisNodeForChildren } from './this-node.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(repo, path), 'utf8');
const script = join(repo, 'scripts/node/use-supported-node.sh');
const pinned =
  /^FACET_NODE_VERSION=(\S+)$/m.exec(read('scripts/node/use-supported-node.sh'))?.[1] ?? '';
/** [major, minor] of a version such as v24.21.0 or 22.12. */
const majorMinor = (v: string): [number, number] => {
  const [major = 0, minor = 0] = v.replace(/^v/, '').split('.').map(Number);
  return [major, minor];
};
const atLeast2212 = (v: string) => {
  const [major, minor] = majorMinor(v);
  return major > 22 || (major === 22 && minor >= 12);
};

describe('a supported Node', () => {
  it('is what package.json asks for (>=22.12), what npm start and npm test run on, and what this run is on', () => {
    const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe('>=22.12');
    // `npm install` on an older Node warns and installs (every native module here is N-API, so
    // the same files load on Node 24); the commands that run the project switch Node first.
    expect(JSON.parse(read('package.json')).scripts.start).toMatch(/use-supported-node\.sh node /);
    expect(read('scripts/test.sh')).toContain('source scripts/node/use-supported-node.sh');
    expect(atLeast2212(process.version)).toBe(true);
  });

  it('is the major the Docker image and the fetched package use: 24', () => {
    const froms = [...read('Dockerfile').matchAll(/^FROM node:(\d+)/gm)].map((m) => m[1]);
    expect(froms.length).toBeGreaterThan(0);
    expect(new Set(froms)).toEqual(new Set(['24']));
    expect(majorMinor(pinned)[0]).toBe(24);
  });
});

describe('scripts/node/use-supported-node.sh', () => {
  it('runs a command on the pinned Node 24 from the npm registry, node-gyp pointed at its headers', () => {
    // FACET_NODE_FETCH=1 takes the path an older machine takes (fetched once into .cache/node).
    const run = spawnSync(
      'bash',
      [script, 'node', '-p', 'process.version + " " + process.env.npm_config_nodedir'],
      { encoding: 'utf8', env: { ...process.env, FACET_NODE_FETCH: '1' }, timeout: 300_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    const [version = '', nodedir = ''] = run.stdout.trim().split(' ');
    expect(version).toBe(`v${pinned}`);
    expect(readFileSync(join(nodedir, 'include/node/node_version.h'), 'utf8')).toContain(
      `#define NODE_MAJOR_VERSION ${majorMinor(pinned)[0]}`,
    );
  }, 300_000);

  it('leaves a supported node on PATH as it is', () => {
    const run = spawnSync('bash', [script, 'node', '-p', 'process.execPath'], {
      encoding: 'utf8',
      env: { ...process.env, FACET_NODE_FETCH: '0' },
    });
    expect(run.status, run.stderr).toBe(0);
    const first = spawnSync('node', ['-p', 'process.execPath'], { encoding: 'utf8' });
    expect(run.stdout.trim()).toBe(first.stdout.trim());
  });
});

describe('the processes a script starts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'facet-old-node-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('run on the Node running the script, not an older node first on PATH', () => {
    // A stand-in for the machine's old node, first on PATH as /usr/bin/node is here.
    writeFileSync(join(dir, 'node'), '#!/bin/sh\necho v20.0.0\n');
    chmodSync(join(dir, 'node'), 0o755);
    const env = useThisNodeForChildren({ PATH: [dir, process.env.PATH].join(delimiter) });
    const child = spawnSync('node', ['-p', 'process.execPath'], { encoding: 'utf8', env });
    expect(child.stdout.trim()).toBe(realpathSync(process.execPath));
  });
});
