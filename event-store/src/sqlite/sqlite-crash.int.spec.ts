import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openSqliteEventStore } from './sqlite-event-store.js';

const fixture = fileURLToPath(new URL('./sqlite-crash-storm.fixture.ts', import.meta.url));

/** Runs the storm until `acks` appends were acknowledged, then SIGKILLs it; returns acked ids. */
function stormThenKill(file: string, acks: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked: string[] = [];
    let partial = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      const lines = (partial + d.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) acked.push(...line.split(' ').filter(Boolean));
      if (acked.length >= acks && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`storm exited by itself (${String(code)}): ${stderr}`));
    });
  });
}

describe('SQLite store killed with SIGKILL during an append storm', () => {
  it('keeps every acknowledged event exactly once, contiguous, chained, multi-event appends whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'facet-crash-'));
    const file = join(dir, 'events.db');
    try {
      const acked = await stormThenKill(file, 4_000);
      const store = openSqliteEventStore({ file });
      const all = await store.readAll();
      const ids = all.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      const recorded = new Set(ids);
      expect(acked.filter((id) => !recorded.has(id))).toEqual([]);
      for (const stream of new Set(all.map((e) => e.stream))) {
        const events = await store.readStream(stream);
        expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
        expect(events.length % 2).toBe(0);
        expect((await store.verifyStream(stream)).ok).toBe(true);
      }
      expect(all.length).toBeGreaterThanOrEqual(acked.length);
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
