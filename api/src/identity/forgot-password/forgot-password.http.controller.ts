import { Ip } from '@nestjs/common';
import { forgotPassword } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { FromSite, type RequestSite } from '../../shared/http/site-url.js';
import { EmailedSecrets } from '../verification/emailed-secrets.js';

/** Mails a reset link (single use, 1 hour); the same answer whether or not the address exists. */
@CommandController()
export class ForgotPasswordController {
  constructor(private readonly secrets: EmailedSecrets) {}

  @Public()
  @CommandRoute(forgotPassword)
  async forgot(
    @Call() { body }: Call<typeof forgotPassword>,
    @Ip() ip: string,
    @FromSite() site: RequestSite,
  ) {
    await this.secrets.send(body.email, 'password-reset', ip, site);
    return success('If the e-mail is registered, a reset link has been sent', {});
  }
}
