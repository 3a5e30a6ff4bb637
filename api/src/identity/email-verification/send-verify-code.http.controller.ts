import { Controller, Ip } from '@nestjs/common';
import { type RequestOf, sendEmailVerifyCode } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { EmailedSecrets } from '../verification/emailed-secrets.js';

/** Mails a 6-digit code (valid 10 minutes); the same answer whether or not the address exists. */
@Controller()
export class SendVerifyCodeController {
  constructor(private readonly secrets: EmailedSecrets) {}

  @Public()
  @CommandRoute(sendEmailVerifyCode)
  async send(
    @ValidBody() body: RequestOf<typeof sendEmailVerifyCode>,
    @Ip() ip: string,
  ): Promise<Reply<typeof sendEmailVerifyCode>> {
    await this.secrets.send(body.email, 'email-code', ip, {}); // A code carries no link.
    return success('If the e-mail is registered, a code has been sent', {});
  }
}
