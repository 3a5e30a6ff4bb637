import { Controller } from '@nestjs/common';
import { type RequestOf, sendEmailVerifyLink } from '@facet/event-schemas';
import type { SignedInActor } from '../../shared/auth/actor.js';
import { AllowWithoutTerms, CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { FromSite, type RequestSite } from '../../shared/http/site-url.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { VerificationService } from '../verification/verification.service.js';

/** Mails the signed-in user a link that verifies their e-mail (valid 24 hours). */
@Controller()
export class SendVerifyLinkController {
  constructor(
    private readonly verification: VerificationService,
    private readonly limiter: RateLimiter,
  ) {}

  @AllowWithoutTerms()
  @CommandRoute(sendEmailVerifyLink)
  async send(
    @ValidBody() _body: RequestOf<typeof sendEmailVerifyLink>,
    @CurrentActor() actor: SignedInActor,
    @FromSite() site: RequestSite,
  ): Promise<Reply<typeof sendEmailVerifyLink>> {
    await this.limiter.hit([`send:acct:${actor.id}`], LIMITS.sendCode);
    await this.verification.issue(actor.id, 'email-link', actor.email, site);
    return success('Verification link sent to your e-mail', {});
  }
}
