import { Controller, Ip } from '@nestjs/common';
import { type RequestOf, submitContactUs } from '@facet/event-schemas';
import { CaptchaGate } from '../../captcha/captcha.gate.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SubmitContactUsHandler } from './submit-contact-us.handler.js';

/** `user/submitContactUs`: the contact form, signed in or not. */
@Controller()
export class ContactUsController {
  constructor(
    private readonly handler: SubmitContactUsHandler,
    private readonly captcha: CaptchaGate,
  ) {}

  @Public()
  @CommandRoute(submitContactUs)
  async submit(
    @ValidBody() { captcha, ...body }: RequestOf<typeof submitContactUs>,
    @CurrentActor() actor: Actor | undefined,
    @Ip() ip: string,
  ): Promise<Reply<typeof submitContactUs>> {
    await this.captcha.require(captcha, ip);
    const answer = await this.handler.execute(body, actor, ip);
    return success('Thank you, we will get back to you soon', answer);
  }
}
