import { Controller, Ip } from '@nestjs/common';
import { z } from 'zod';
import { Public } from '../../shared/auth/auth.decorators.js';
import { badRequest, HttpProblem } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { splitLinkToken } from '../verification/secrets.js';
import { VerificationService } from '../verification/verification.service.js';

const forgotSchema = z.strictObject({ email: fields.email });
const resetSchema = z.strictObject({
  user_token: fields.secret,
  password: fields.password,
  confirm_password: z.string().max(256),
});
const invalidLink = () =>
  new HttpProblem(422, 'verification.invalid-code', 'Invalid or expired link');

/** Reset by e-mailed link: single use, 1 hour, clears force_reset_pass and ends every session. */
@Controller('user')
export class PasswordResetController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly verification: VerificationService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @CommandRoute('forgotPassword')
  @BodySchema(forgotSchema)
  async forgot(@ValidBody() body: z.infer<typeof forgotSchema>, @Ip() ip: string) {
    await this.limiter.hit([`reset:acct:${body.email}`], LIMITS.sendCode);
    await this.limiter.hit([`reset:ip:${ip}`], LIMITS.sendCodeIp);
    const user = this.directory.stateByEmail(body.email);
    if (user && user.status === 'active')
      await this.verification.issue(user.userId, 'password-reset', user.email);
    // Same answer whether or not the address exists.
    return success('If the e-mail is registered, a reset link has been sent', {});
  }

  @Public()
  @CommandRoute('resetPassword')
  @BodySchema(resetSchema)
  async reset(@ValidBody() body: z.infer<typeof resetSchema>, @Ip() ip: string) {
    if (body.confirm_password !== body.password)
      throw badRequest('Passwords not match', 'request.invalid-field', {
        field: 'confirm_password',
      });
    await this.limiter.hit([`verify:ip:${ip}`], LIMITS.verifyIp);
    const parts = splitLinkToken(body.user_token);
    if (!parts || !this.directory.stateById(parts.userId)) throw invalidLink();
    const passwordHash = await this.hasher.hash(body.password);
    await this.verification
      .confirm(parts.userId, 'password-reset', parts.secret, passwordHash)
      .catch((err: unknown) => {
        throw err instanceof HttpProblem && err.status === 429 ? err : invalidLink();
      });
    return success('Password reset successfully, please login', {});
  }
}
