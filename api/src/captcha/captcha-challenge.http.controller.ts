import { Controller, Inject } from '@nestjs/common';
import { captchaChallenge, type RequestOf } from '@facet/event-schemas';
import { Public } from '../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { ValidBody } from '../shared/http/request-body.js';
import { CAPTCHA, type Captcha } from './captcha.port.js';

/** `captcha/challenge`: what the registration and contact forms show (a fresh one each time). */
@Controller()
export class CaptchaChallengeController {
  constructor(@Inject(CAPTCHA) private readonly captcha: Captcha) {}

  @Public()
  @CommandRoute(captchaChallenge)
  async challenge(
    @ValidBody() _body: RequestOf<typeof captchaChallenge>,
  ): Promise<Reply<typeof captchaChallenge>> {
    return success('Captcha', await this.captcha.challenge());
  }
}
