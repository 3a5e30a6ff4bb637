import { Controller, Ip } from '@nestjs/common';
import { z } from 'zod';
import type { SignedInActor } from '../../shared/auth/actor.js';
import { AllowWithoutTerms, CurrentActor, Public } from '../../shared/auth/auth.decorators.js';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { splitLinkToken } from '../verification/secrets.js';
import { VerificationService } from '../verification/verification.service.js';

const empty = z.strictObject({});
const linkSchema = z.strictObject({ user_token: fields.secret });
const sendCodeSchema = z.strictObject({ email: fields.email });
const verifyCodeSchema = z.strictObject({ email: fields.email, code: fields.otp });

/** E-mail verification by link (signed in) and by 6-digit code (public; a right code signs in). */
@Controller('user')
export class EmailVerificationController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly verification: VerificationService,
    private readonly sessions: SessionIssuer,
    private readonly limiter: RateLimiter,
  ) {}

  @AllowWithoutTerms()
  @CommandRoute('sendEmailVerifyLink')
  @BodySchema(empty)
  async sendLink(@ValidBody() _b: unknown, @CurrentActor() actor: SignedInActor) {
    await this.limiter.hit([`send:acct:${actor.id}`], LIMITS.sendCode);
    await this.verification.issue(actor.id, 'email-link', actor.email);
    return success('Verification link sent to your e-mail', {});
  }

  @Public()
  @CommandRoute('verifyEmail')
  @BodySchema(linkSchema)
  async verifyLink(@ValidBody() body: z.infer<typeof linkSchema>, @Ip() ip: string) {
    await this.limiter.hit([`verify:ip:${ip}`], LIMITS.verifyIp);
    const parts = splitLinkToken(body.user_token);
    if (!parts || !this.directory.stateById(parts.userId))
      throw new HttpProblem(422, 'verification.invalid-code', 'Invalid or expired link');
    await this.verification.confirm(parts.userId, 'email-link', parts.secret);
    return success('E-mail verified successfully', {});
  }

  @Public()
  @CommandRoute('sendEmailVerifyCode')
  @BodySchema(sendCodeSchema)
  async sendCode(@ValidBody() body: z.infer<typeof sendCodeSchema>, @Ip() ip: string) {
    await this.limiter.hit([`send:acct:${body.email}`], LIMITS.sendCode);
    await this.limiter.hit([`send:ip:${ip}`], LIMITS.sendCodeIp);
    const user = this.directory.stateByEmail(body.email);
    if (user && user.status === 'active')
      await this.verification.issue(user.userId, 'email-code', user.email);
    return success('If the e-mail is registered, a code has been sent', {});
  }

  @Public()
  @CommandRoute('verifyEmailVerifyCode')
  @BodySchema(verifyCodeSchema)
  async verifyCode(@ValidBody() body: z.infer<typeof verifyCodeSchema>, @Ip() ip: string) {
    await this.limiter.hit([`verify:ip:${ip}`], LIMITS.verifyIp);
    const user = this.directory.stateByEmail(body.email);
    if (!user || user.status !== 'active')
      throw new HttpProblem(422, 'verification.invalid-code', 'Invalid code');
    await this.verification.confirm(user.userId, 'email-code', body.code);
    return success('E-mail verified successfully', await this.sessions.start(user.userId, 'code'));
  }
}
