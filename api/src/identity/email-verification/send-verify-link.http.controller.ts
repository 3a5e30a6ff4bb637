import { sendEmailVerifyLink } from '@facet/event-schemas';
import { AllowWithoutTerms } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { FromSite, type RequestSite } from '../../shared/http/site-url.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { VerificationService } from '../verification/verification.service.js';

/** Mails the signed-in user a link that verifies their e-mail (valid 24 hours). */
@CommandController()
export class SendVerifyLinkController {
  constructor(
    private readonly verification: VerificationService,
    private readonly limiter: RateLimiter,
  ) {}

  @AllowWithoutTerms()
  @CommandRoute(sendEmailVerifyLink)
  async send(@Call() { actor }: Call<typeof sendEmailVerifyLink>, @FromSite() site: RequestSite) {
    await this.limiter.hit([`send:acct:${actor.id}`], LIMITS.sendCode);
    await this.verification.issue(actor.id, 'email-link', actor.email, site);
    return success('Verification link sent to your e-mail', {});
  }
}
