import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock/clock.js';

export interface TokenClaims {
  sub: string;
  exp: number;
}

const MAX_CACHED = 20_000;

/** HS256 access tokens. Verified tokens are cached until expiry so the bid path pays once. */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly cache = new Map<string, TokenClaims>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: string): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token, or undefined (bad signature, alg, expiry or shape). */
  async verify(token: string): Promise<TokenClaims | undefined> {
    const nowSec = this.clock.now().getTime() / 1000;
    const hit = this.cache.get(token);
    if (hit) {
      if (hit.exp > nowSec) return hit;
      this.cache.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
      const claims = { sub: payload.sub, exp: payload.exp };
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      this.cache.set(token, claims);
      return claims;
    } catch {
      return undefined;
    }
  }
}

/** JWT_SECRET, or a random secret kept under the data dir so tokens survive restarts. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return readFileSync(file, 'utf8').trim();
  }
}
