import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger, type Provider } from '@nestjs/common';
import { generateSigningKey, type SigningKey, signingKeyFromPem } from '@facet/event-store';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config.js';
import { signingKeySource } from '../domain/signing-key-source.rules.js';

export const AUDIT_SIGNING_KEY = Symbol('AUDIT_SIGNING_KEY');

/** Committed on purpose and named as such: anyone can sign with it, so it proves nothing. */
export const DEMO_KEY_FILE = fileURLToPath(
  new URL('../../../src/audit/demo-audit-signing-key.pem', import.meta.url),
);
export const KEPT_KEY_FILE = 'audit-signing-key.pem';

const logger = new Logger('Audit');

/** Reads the kept key, or makes it; `wx` so two nodes sharing DATA_DIR keep the same one. */
function keptKey(path: string): SigningKey {
  try {
    return signingKeyFromPem(readFileSync(path, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { key, pem } = generateSigningKey();
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, pem, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      return signingKeyFromPem(readFileSync(path, 'utf8'));
    throw err;
  }
  logger.log(`Generated the audit signing key ${key.publicKey.keyId} in ${path}`);
  logger.log(`Its public key (publish it): ${key.publicKey.publicKey}`);
  return key;
}

export function loadSigningKey(config: AppConfig): SigningKey {
  const source = signingKeySource({
    pem: config.audit.signingKeyPem,
    file: config.audit.signingKeyFile,
    production: config.audit.production,
    keptPath: join(config.dataDir, KEPT_KEY_FILE),
  });
  switch (source.kind) {
    case 'configured':
      return signingKeyFromPem(source.pem);
    case 'configured-file':
      return signingKeyFromPem(readFileSync(source.path, 'utf8'));
    case 'kept':
      return keptKey(source.path);
    case 'demo': {
      const key = signingKeyFromPem(readFileSync(DEMO_KEY_FILE, 'utf8'));
      logger.warn(
        `Signing audit records with the DEMO key ${key.publicKey.keyId} (public in the repository)`,
      );
      return key;
    }
  }
}

export const auditSigningKeyProvider: Provider = {
  provide: AUDIT_SIGNING_KEY,
  inject: [APP_CONFIG],
  useFactory: loadSigningKey,
};
