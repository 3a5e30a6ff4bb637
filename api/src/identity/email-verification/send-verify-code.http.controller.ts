import { Ip } from '@nestjs/common';
import { sendEmailVerifyCode } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { EmailedSecrets } from '../verification/emailed-secrets.js';

/** Mails a 6-digit code (valid 10 minutes); the same answer whether or not the address exists. */
@CommandController()
export class SendVerifyCodeController {
  constructor(private readonly secrets: EmailedSecrets) {}

  @Public()
  @CommandRoute(sendEmailVerifyCode)
  async send(@Call() { body }: Call<typeof sendEmailVerifyCode>, @Ip() ip: string) {
    await this.secrets.send(body.email, 'email-code', ip, {}); // A code carries no link.
    return success('If the e-mail is registered, a code has been sent', {});
  }
}
