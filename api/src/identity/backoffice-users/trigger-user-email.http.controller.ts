import { Controller } from '@nestjs/common';
import { type RequestOf, triggerUserEmail } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { FromSite, type RequestSite } from '../../shared/http/site-url.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { VerificationService } from '../verification/verification.service.js';

/** Mails an account a verification or a password-reset link (admins only). */
@Roles('admin')
@Controller()
export class TriggerUserEmailController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly verification: VerificationService,
  ) {}

  @CommandRoute(triggerUserEmail)
  async email(
    @ValidBody() body: RequestOf<typeof triggerUserEmail>,
    @CurrentActor() admin: Actor,
    @FromSite() site: RequestSite,
  ): Promise<Reply<typeof triggerUserEmail>> {
    const user = this.directory.existing(body.user_id);
    const purpose = body.type === 'verify_email' ? 'email-link' : 'password-reset';
    await this.verification.issue(user.userId, purpose, user.email, site, admin.id);
    return success('E-mail sent', {});
  }
}
