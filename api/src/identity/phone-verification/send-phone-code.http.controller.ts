import { Controller } from '@nestjs/common';
import { type RequestOf, sendPhoneVerifyCode } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { VerificationService } from '../verification/verification.service.js';

/** Phone codes go out through the SMS sandbox (outbox). */
@Controller()
export class SendPhoneCodeController {
  constructor(
    private readonly verification: VerificationService,
    private readonly limiter: RateLimiter,
  ) {}

  @CommandRoute(sendPhoneVerifyCode)
  async send(
    @ValidBody() body: RequestOf<typeof sendPhoneVerifyCode>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof sendPhoneVerifyCode>> {
    await this.limiter.hit([`send:acct:${actor.id}`], LIMITS.sendCode);
    await this.verification.issue(actor.id, 'phone-code', body.phone, {}); // A code: no link.
    return success('Verification code sent', {});
  }
}
