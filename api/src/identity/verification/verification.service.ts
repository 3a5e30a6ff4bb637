import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { type RequestSite, siteUrlFor } from '../../shared/http/site-url.js';
import { MAILER, type Mailer } from '../../mail/mailer.port.js';
import { SMS_SANDBOX } from '../../mail/mail.module.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { VerificationPurpose } from '../domain/user.decider.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';
import { linkToken, newLinkSecret, newOtp, sha256 } from './secrets.js';

const TTL_MS: Record<VerificationPurpose, number> = {
  'email-link': 24 * 3600_000,
  'password-reset': 3600_000,
  'email-code': 10 * 60_000,
  'phone-code': 10 * 60_000,
};

/** Issues one-time secrets (links and 6-digit codes), sends them, and checks them on the user stream. */
@Injectable()
export class VerificationService {
  constructor(
    private readonly users: UserCommandBus,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(SMS_SANDBOX) private readonly sms: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(
    userId: string,
    purpose: VerificationPurpose,
    target: string,
    site: RequestSite,
    actorId = userId,
  ): Promise<void> {
    const isLink = purpose === 'email-link' || purpose === 'password-reset';
    const secret = isLink ? newLinkSecret() : newOtp();
    const expiresAt = new Date(this.clock.now().getTime() + TTL_MS[purpose]).toISOString();
    await this.users.send(
      userId,
      { type: 'IssueVerification', purpose, codeHash: sha256(secret), target, expiresAt },
      actorId,
    );
    if (purpose === 'phone-code') {
      await this.sms.send({
        to: target,
        kind: 'phone-code',
        subject: 'Facet verification code',
        text: `Your Facet code is ${secret}`,
      });
      return;
    }
    const url = `${siteUrlFor(site, this.config)}/${purpose === 'password-reset' ? 'reset_password' : 'verify_email'}/${linkToken(userId, secret)}`;
    const mails = {
      'password-reset': {
        subject: 'Reset your Facet password',
        text: `Reset your password (valid 1 hour): ${url}`,
      },
      'email-link': {
        subject: 'Verify your e-mail address',
        text: `Confirm your e-mail address: ${url}`,
      },
      'email-code': {
        subject: 'Your Facet code',
        text: `Your Facet code is ${secret} (valid 10 minutes).`,
      },
    } as const;
    await this.mailer.send({ to: target, kind: purpose, ...mails[purpose] });
  }

  /** Checks a secret; a wrong one is recorded (attempt-limited) and answered with 422. */
  async confirm(
    userId: string,
    purpose: VerificationPurpose,
    secret: string,
    newPasswordHash?: string,
  ) {
    const command = {
      type: 'ConfirmVerification' as const,
      purpose,
      codeHash: sha256(secret),
      ...(newPasswordHash ? { newPasswordHash } : {}),
    };
    const result = await this.users.send(userId, command, userId).catch((err: unknown) => {
      if (err instanceof DomainRejection && err.code === 'verification.locked') {
        throw new HttpProblem(
          429,
          'verification.locked',
          'Too many wrong codes, request a new one',
        );
      }
      throw err;
    });
    if (result.events.some((e) => e.type === 'VerificationFailed')) {
      throw new HttpProblem(
        422,
        'verification.invalid-code',
        purpose.endsWith('code') ? 'Invalid code' : 'Invalid or expired link',
      );
    }
    return result.state;
  }
}
