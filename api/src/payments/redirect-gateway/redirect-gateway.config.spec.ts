import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { redirectGatewayConfig } from './redirect-gateway.config.js';

describe('The redirect gateway settings', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'facet-redirect-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('runs the SANDBOX gateway with one secret kept under the data dir across restarts', () => {
    const dir = dataDir();
    const first = redirectGatewayConfig({}, dir);
    expect(first.gatewayUrl).toBeUndefined();
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(redirectGatewayConfig({}, dir).secret).toBe(first.secret);
    expect(redirectGatewayConfig({}, dataDir()).secret).not.toBe(first.secret);
  });

  it('signs with REDIRECT_GATEWAY_SECRET when it is set', () => {
    expect(redirectGatewayConfig({ REDIRECT_GATEWAY_SECRET: 's3cret' }, dataDir()).secret).toBe(
      's3cret',
    );
  });

  it('refuses a real gateway without the secret it signs with', () => {
    expect(() =>
      redirectGatewayConfig({ REDIRECT_GATEWAY_URL: 'https://pay.example/pay' }, dataDir()),
    ).toThrow('REDIRECT_GATEWAY_URL needs REDIRECT_GATEWAY_SECRET');
  });

  it('refuses a sandbox port that is not one', () => {
    expect(() => redirectGatewayConfig({ SANDBOX_GATEWAY_PORT: '70000' }, dataDir())).toThrow();
  });
});
