import { Controller } from '@nestjs/common';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { VerificationService } from '../verification/verification.service.js';

const sendSchema = z.strictObject({
  phone: fields.text(40).regex(/^\+?[0-9 ()-]{4,40}$/, 'Invalid phone number'),
});
const verifySchema = z.strictObject({ code: fields.otp });

/** Phone codes go out through the SMS sandbox (outbox); a right code marks the phone verified. */
@Controller('user')
export class PhoneVerificationController {
  constructor(
    private readonly verification: VerificationService,
    private readonly limiter: RateLimiter,
  ) {}

  @CommandRoute('sendPhoneVerifyCode')
  @BodySchema(sendSchema)
  async send(@ValidBody() body: z.infer<typeof sendSchema>, @CurrentActor() actor: Actor) {
    await this.limiter.hit([`send:acct:${actor.id}`], LIMITS.sendCode);
    await this.verification.issue(actor.id, 'phone-code', body.phone);
    return success('Verification code sent', {});
  }

  @CommandRoute('verifyPhoneVerifyCode')
  @BodySchema(verifySchema)
  async verify(@ValidBody() body: z.infer<typeof verifySchema>, @CurrentActor() actor: Actor) {
    const state = await this.verification.confirm(actor.id, 'phone-code', body.code);
    return success('Phone verified successfully', toPublicUser(state));
  }
}
