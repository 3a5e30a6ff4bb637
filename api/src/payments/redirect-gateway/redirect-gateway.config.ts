import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * REDIRECT_GATEWAY_URL and REDIRECT_GATEWAY_SECRET: a real gateway's payment page and the secret
 * it signs with. Unset: the local SANDBOX gateway, in this process on SANDBOX_GATEWAY_PORT (0: any
 * free port) at SANDBOX_GATEWAY_HOST (127.0.0.1), linked as SANDBOX_GATEWAY_PUBLIC_URL when the
 * browser reaches it by another address; its secret, unless set, is made once and kept under the
 * data dir, so an answer to a link made before a restart is still believed after it.
 */
export interface RedirectGatewayConfig {
  gatewayUrl: string | undefined;
  secret: string;
  sandbox: { port: number; host: string; publicUrl: string | undefined };
}

export function redirectGatewayConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): RedirectGatewayConfig {
  const gatewayUrl = env.REDIRECT_GATEWAY_URL || undefined;
  const secret = env.REDIRECT_GATEWAY_SECRET || undefined;
  if (gatewayUrl && !secret) throw new Error('REDIRECT_GATEWAY_URL needs REDIRECT_GATEWAY_SECRET');
  const port = Number(env.SANDBOX_GATEWAY_PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('SANDBOX_GATEWAY_PORT must be a port number');
  return {
    gatewayUrl,
    secret: secret ?? keptSecret(dataDir),
    sandbox: {
      port,
      host: env.SANDBOX_GATEWAY_HOST || '127.0.0.1',
      publicUrl: env.SANDBOX_GATEWAY_PUBLIC_URL?.replace(/\/$/, '') || undefined,
    },
  };
}

/** Made by the first process; a second one starting at the same time reads the first's. */
function keptSecret(dataDir: string): string {
  const file = join(dataDir, 'redirect-gateway-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return readFileSync(file, 'utf8').trim();
}
