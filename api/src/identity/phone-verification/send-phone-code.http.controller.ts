import { sendPhoneVerifyCode } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { VerificationService } from '../verification/verification.service.js';

/** Phone codes go out through the SMS sandbox (outbox). */
@CommandController()
export class SendPhoneCodeController {
  constructor(
    private readonly verification: VerificationService,
    private readonly limiter: RateLimiter,
  ) {}

  @CommandRoute(sendPhoneVerifyCode)
  async send(@Call() { body, actor }: Call<typeof sendPhoneVerifyCode>) {
    await this.limiter.hit([`send:acct:${actor.id}`], LIMITS.sendCode);
    await this.verification.issue(actor.id, 'phone-code', body.phone, {}); // A code: no link.
    return success('Verification code sent', {});
  }
}
