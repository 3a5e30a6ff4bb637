import { Ip } from '@nestjs/common';
import { submitContactUs } from '@facet/event-schemas';
import { CaptchaGate } from '../../captcha/captcha.gate.js';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute, PublicCall } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SubmitContactUsHandler } from './submit-contact-us.handler.js';

/** `user/submitContactUs`: the contact form, signed in or not. */
@CommandController()
export class ContactUsController {
  constructor(
    private readonly handler: SubmitContactUsHandler,
    private readonly captcha: CaptchaGate,
  ) {}

  @Public()
  @CommandRoute(submitContactUs)
  async submit(
    @Call() { body: { captcha, ...body }, actor }: PublicCall<typeof submitContactUs>,
    @Ip() ip: string,
  ) {
    await this.captcha.require(captcha, ip);
    const answer = await this.handler.execute(body, actor, ip);
    return success('Thank you, we will get back to you soon', answer);
  }
}
