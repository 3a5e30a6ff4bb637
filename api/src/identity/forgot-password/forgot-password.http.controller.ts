import { Controller, Ip } from '@nestjs/common';
import { forgotPassword, type RequestOf } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { FromSite, type RequestSite } from '../../shared/http/site-url.js';
import { EmailedSecrets } from '../verification/emailed-secrets.js';

/** Mails a reset link (single use, 1 hour); the same answer whether or not the address exists. */
@Controller()
export class ForgotPasswordController {
  constructor(private readonly secrets: EmailedSecrets) {}

  @Public()
  @CommandRoute(forgotPassword)
  async forgot(
    @ValidBody() body: RequestOf<typeof forgotPassword>,
    @Ip() ip: string,
    @FromSite() site: RequestSite,
  ): Promise<Reply<typeof forgotPassword>> {
    await this.secrets.send(body.email, 'password-reset', ip, site);
    return success('If the e-mail is registered, a reset link has been sent', {});
  }
}
