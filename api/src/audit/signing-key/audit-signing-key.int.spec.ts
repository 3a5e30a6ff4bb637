import type { AuditPublicKey, SuccessEnvelope } from '@facet/event-schemas';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSigningKey } from '@facet/event-store';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.factory.js';
import { AdjustableClock } from '../../shared/clock/clock.js';
import { loadConfig } from '../../shared/config/app-config.js';
import { LIMITS_OFF } from '../../../test/http-harness.js';
import { KEPT_KEY_FILE, loadSigningKey } from './audit-signing-key.provider.js';

const DEMO_KEY_ID = '9c4de23a889198c1';
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'facet-audit-key-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('The audit signing key a process signs with', () => {
  it("is the repository's demo key outside production when none is configured", () => {
    const key = loadSigningKey(loadConfig({ DATA_DIR: tempDir() }));
    expect(key.publicKey.keyId).toBe(DEMO_KEY_ID);
  });

  it('is the configured one, from AUDIT_SIGNING_KEY or AUDIT_SIGNING_KEY_FILE', () => {
    const { key, pem } = generateSigningKey();
    const inline = loadConfig({
      DATA_DIR: tempDir(),
      AUDIT_SIGNING_KEY: pem,
      NODE_ENV: 'production',
    });
    expect(loadSigningKey(inline).publicKey).toEqual(key.publicKey);
    const file = join(tempDir(), 'k.pem');
    writeFileSync(file, pem);
    const fromFile = loadConfig({ DATA_DIR: tempDir(), AUDIT_SIGNING_KEY_FILE: file });
    expect(loadSigningKey(fromFile).publicKey).toEqual(key.publicKey);
  });

  it('in production without one, is generated once, kept private in DATA_DIR and reused', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' });
    const first = loadSigningKey(config);
    expect(first.publicKey.keyId).not.toBe(DEMO_KEY_ID);
    const kept = join(dir, KEPT_KEY_FILE);
    expect(readFileSync(kept, 'utf8')).toContain('BEGIN PRIVATE KEY');
    expect(statSync(kept).mode & 0o077).toBe(0);
    expect(loadSigningKey(config).publicKey).toEqual(first.publicKey);
  });

  it('refuses a key that is not Ed25519', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), AUDIT_SIGNING_KEY: 'not a key' });
    expect(() => loadSigningKey(config)).toThrow();
  });
});

describe('The well-known key route beside the web client', () => {
  it('is not swallowed by the SPA fallback, which leaves other /.well-known/ paths 404', async () => {
    const dir = tempDir();
    const web = join(dir, 'web');
    mkdirSync(web);
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>spa</title>');
    // Load shedding off, as in every other app a spec starts: a loaded CI box can lag the new
    // app's event loop past the threshold, and the key route answered 503 server.busy.
    const config = loadConfig({
      ...LIMITS_OFF,
      DATA_DIR: dir,
      PORT: '0',
      SEED_DEMO: '0',
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      WEB_DIST: web,
      AUDIT_CHECKPOINT_INTERVAL_MS: '0',
    });
    const { app } = await createApp({ config, clock: new AdjustableClock(), logLevels: ['error'] });
    await app.listen(0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
      const key = await fetch(`${base}/.well-known/facet-audit-key`);
      expect([key.status, key.headers.get('content-type')]).toEqual([
        200,
        expect.stringContaining('application/json'),
      ]);
      expect(((await key.json()) as SuccessEnvelope<AuditPublicKey>).data.responseData.keyId).toBe(
        DEMO_KEY_ID,
      );
      expect((await fetch(`${base}/.well-known/other`)).status).toBe(404);
      expect(await (await fetch(`${base}/audit/checkpoints`)).text()).toContain('spa');
    } finally {
      await app.close();
    }
  });
});
