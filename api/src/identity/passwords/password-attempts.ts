import { Injectable } from '@nestjs/common';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { PasswordHasher } from './password-hasher.js';

/**
 * A password typed in, under the login lockout: a wrong one counts against the account (and, at
 * login, the IP); while either is locked every attempt is a 429 `auth.locked`.
 */
@Injectable()
export class PasswordAttempts {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  async verify(hash: string | undefined, password: string, email: string, ip?: string) {
    const account = `login:acct:${email}`;
    const address = ip === undefined ? [] : [`login:ip:${ip}`];
    await this.limiter.assertOpen([account, ...address]);
    if (await this.hasher.verify(hash, password)) return true;
    await this.limiter.fail([account], LIMITS.loginAccount);
    await this.limiter.fail(address, LIMITS.loginIp);
    return false;
  }

  /** A right password at login forgets the account's wrong ones. */
  succeeded(email: string): Promise<void> {
    return this.limiter.clear(`login:acct:${email}`);
  }
}
