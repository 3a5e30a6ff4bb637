import { Injectable } from '@nestjs/common';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import type { RequestSite } from '../../shared/http/site-url.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import type { UserState } from '../domain/user.decider.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { splitLinkToken } from './secrets.js';
import { VerificationService } from './verification.service.js';

export const invalidLink = () =>
  new HttpProblem(422, 'verification.invalid-code', 'Invalid or expired link');

/**
 * The public side of e-mailed secrets: asked for by address (the same answer whether or not it is
 * registered) and opened by link, each limited by address and IP.
 */
@Injectable()
export class EmailedSecrets {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly verification: VerificationService,
    private readonly limiter: RateLimiter,
  ) {}

  /** Sends a code or a reset link to an active account; nothing to any other address. */
  async send(
    email: string,
    purpose: 'email-code' | 'password-reset',
    ip: string,
    site: RequestSite,
  ): Promise<void> {
    const scope = purpose === 'password-reset' ? 'reset' : 'send';
    await this.limiter.hit([`${scope}:acct:${email}`], LIMITS.sendCode);
    await this.limiter.hit([`${scope}:ip:${ip}`], LIMITS.sendCodeIp);
    const user = this.directory.stateByEmail(email);
    if (user && user.status === 'active')
      await this.verification.issue(user.userId, purpose, user.email, site);
  }

  /** The active account a code is typed in for: 422 'Invalid code' for any other address. */
  async openCode(email: string, ip: string): Promise<UserState> {
    await this.limiter.hit([`verify:ip:${ip}`], LIMITS.verifyIp);
    const user = this.directory.stateByEmail(email);
    if (!user || user.status !== 'active')
      throw new HttpProblem(422, 'verification.invalid-code', 'Invalid code');
    return user;
  }

  /** The user and secret a link's token names: 422 when it names no user. */
  async openLink(token: string, ip: string): Promise<{ userId: string; secret: string }> {
    await this.limiter.hit([`verify:ip:${ip}`], LIMITS.verifyIp);
    const link = splitLinkToken(token);
    if (!link || !this.directory.stateById(link.userId)) throw invalidLink();
    return link;
  }
}
