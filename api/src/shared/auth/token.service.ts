import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock/clock.js';

export interface TokenClaims {
  sub: string;
  /** The session (refresh-token family) the access token belongs to. */
  sid: string;
  exp: number;
}

export interface RefreshClaims {
  sub: string;
  sid: string;
  gen: number;
}

/** Is this session of this user still live? Provided by identity (revocation is event-sourced). */
export type SessionCheck = (userId: string, sessionId: string) => boolean;

const MAX_CACHED = 20_000;

/**
 * HS256 access tokens (short) and refresh tokens (own key, `typ` claim, generation). Only HS256 is
 * accepted, so `alg: none` and key confusion fail. Signature checks are cached until expiry so the
 * bid path pays once; the session check runs on every call (revocation is immediate).
 */
export class TokenService {
  private readonly accessKey: Uint8Array;
  private readonly refreshKey: Uint8Array;
  private readonly cache = new Map<string, TokenClaims>();
  private sessionLive: SessionCheck = () => true;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.accessKey = new TextEncoder().encode(secret);
    this.refreshKey = createHash('sha256').update(`refresh:${secret}`).digest();
  }

  useSessionCheck(check: SessionCheck): void {
    this.sessionLive = check;
  }

  get accessTtlSeconds(): number {
    return this.ttlSeconds;
  }

  async issue(userId: string, sessionId: string): Promise<string> {
    const now = this.nowSec();
    return new SignJWT({ sid: sessionId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.accessKey);
  }

  async issueRefresh(
    userId: string,
    sessionId: string,
    generation: number,
    expiresAt: Date,
  ): Promise<string> {
    return new SignJWT({ sid: sessionId, gen: generation, typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt(this.nowSec())
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.refreshKey);
  }

  /** The claims of a valid, live access token, or undefined (bad signature, alg, expiry, shape, revoked). */
  async verify(token: string): Promise<TokenClaims | undefined> {
    const claims = await this.verifySignature(token);
    return claims && this.sessionLive(claims.sub, claims.sid) ? claims : undefined;
  }

  async verifyRefresh(token: string): Promise<RefreshClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.refreshKey, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const { sub, sid, gen, typ } = payload;
      if (
        typ !== 'refresh' ||
        typeof sub !== 'string' ||
        typeof sid !== 'string' ||
        !Number.isSafeInteger(gen)
      )
        return undefined;
      return { sub, sid, gen: gen as number };
    } catch {
      return undefined;
    }
  }

  private async verifySignature(token: string): Promise<TokenClaims | undefined> {
    const nowSec = this.clock.now().getTime() / 1000;
    const hit = this.cache.get(token);
    if (hit) {
      if (hit.exp > nowSec) return hit;
      this.cache.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, this.accessKey, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const { sub, sid, exp, typ } = payload;
      if (
        typ !== 'access' ||
        typeof sub !== 'string' ||
        typeof sid !== 'string' ||
        typeof exp !== 'number'
      )
        return undefined;
      const claims = { sub, sid, exp };
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      this.cache.set(token, claims);
      return claims;
    } catch {
      return undefined;
    }
  }

  private nowSec(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
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
