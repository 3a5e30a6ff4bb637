import { triggerUserEmail } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { FromSite, type RequestSite } from '../../shared/http/site-url.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { VerificationService } from '../verification/verification.service.js';

/** Mails an account a verification or a password-reset link (admins only). */
@CommandController('admin')
export class TriggerUserEmailController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly verification: VerificationService,
  ) {}

  @CommandRoute(triggerUserEmail)
  async email(
    @Call() { body, actor: admin }: Call<typeof triggerUserEmail>,
    @FromSite() site: RequestSite,
  ) {
    const user = this.directory.existing(body.user_id);
    const purpose = body.type === 'verify_email' ? 'email-link' : 'password-reset';
    await this.verification.issue(user.userId, purpose, user.email, site, admin.id);
    return success('E-mail sent', {});
  }
}
