import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEvidenceFixture, type EvidenceFixture } from './evidence.fixture.js';
import { rawKeyFrom, receiptsFrom } from './verify-cli.js';

const cli = fileURLToPath(new URL('./verify-cli.ts', import.meta.url));

/** Runs the CLI as a user would, in a child process (through tsx, so no build is needed). */
const run = (args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', cli, ...args], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

/** Every module the CLI loads, following relative imports from its source. */
function importGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, spec] of source.matchAll(/^import (?!type )(?:[^;]*? from )?'([^']+)';/gms)) {
    if (spec!.startsWith('.'))
      importGraph(resolve(dirname(entry), spec!.replace(/\.js$/, '.ts')), seen);
    else seen.add(spec!);
  }
  return seen;
}

describe('facet-verify, the command line', () => {
  let fx: EvidenceFixture;
  let dir: string;
  beforeAll(async () => {
    fx = await buildEvidenceFixture();
    dir = mkdtempSync(join(tmpdir(), 'facet-verify-'));
    writeFileSync(join(dir, 'export.json'), JSON.stringify(fx.evidence));
    const envelope = { status: 'success', data: { responseData: fx.evidence } };
    writeFileSync(join(dir, 'export-envelope.json'), JSON.stringify(envelope));
    writeFileSync(join(dir, 'key.json'), JSON.stringify(fx.key.publicKey));
    writeFileSync(join(dir, 'receipts.json'), JSON.stringify({ records: fx.receipts }));
    const altered = structuredClone(fx.receipts[0]!);
    altered.payload.amount += 1;
    writeFileSync(join(dir, 'altered-receipt.json'), JSON.stringify(altered));
  });

  it('exits 0 and prints the counts on a good export with the trusted key and receipts', async () => {
    const r = await run([
      join(dir, 'export.json'),
      '--key',
      join(dir, 'key.json'),
      '--receipt',
      join(dir, 'receipts.json'),
    ]);
    expect(r.stdout.trim()).toBe(
      `verified: 5 events in 1 streams, 2 checkpoints, 2 proofs, 3 receipts (key ${fx.key.publicKey.keyId})`,
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  }, 30_000);

  it('exits 1 and names the receipt when its amount was altered; warns that no key was given', async () => {
    const r = await run([
      join(dir, 'export-envelope.json'),
      '--receipt',
      join(dir, 'altered-receipt.json'),
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^NOT VERIFIED: receipt 1 \(bid bid-1, .*signature does not verify/);
    expect(r.stderr).toMatch(/warning: No trusted key given/);
  }, 30_000);

  it('exits 2 with its usage when it has no export to read', async () => {
    const r = await run([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/usage: facet-verify/);
  }, 30_000);

  it('loads no database driver: only node built-ins and the pure audit and hash modules', () => {
    const graph = [...importGraph(cli)];
    expect(graph.filter((m) => !m.startsWith('/') && !m.startsWith('node:'))).toEqual([]);
    expect(graph.some((m) => /sqlite|postgres|kurrent|memory/.test(m))).toBe(false);
    expect(graph.some((m) => m.endsWith('merkle.ts'))).toBe(true);
  });

  it('takes the key as base64, as a PEM or as the well-known answer (bare or in its envelope)', () => {
    const { publicKey, publicKeyPem } = fx.key.publicKey;
    expect(rawKeyFrom(` ${publicKey}\n`)).toBe(publicKey);
    expect(rawKeyFrom(publicKeyPem)).toBe(publicKey);
    expect(rawKeyFrom(JSON.stringify(fx.key.publicKey))).toBe(publicKey);
    const envelope = { status: 'success', data: { responseData: fx.key.publicKey } };
    expect(rawKeyFrom(JSON.stringify(envelope))).toBe(publicKey);
  });

  it('takes receipts one by one, as a list, or as the bid/receipts answer', () => {
    const [one] = fx.receipts;
    expect(receiptsFrom(one)).toEqual([one]);
    expect(receiptsFrom(fx.receipts)).toHaveLength(3);
    expect(
      receiptsFrom({ status: 'success', data: { responseData: { records: fx.receipts } } }),
    ).toHaveLength(3);
  });
});
