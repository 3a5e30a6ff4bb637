import { Inject } from '@nestjs/common';
import { captchaChallenge } from '@facet/event-schemas';
import { Public } from '../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../shared/http/controller.js';
import { success } from '../shared/http/envelope.js';
import { CAPTCHA, type Captcha } from './captcha.port.js';

/** `captcha/challenge`: what the registration and contact forms show (a fresh one each time). */
@CommandController()
export class CaptchaChallengeController {
  constructor(@Inject(CAPTCHA) private readonly captcha: Captcha) {}

  @Public()
  @CommandRoute(captchaChallenge)
  async challenge(@Call() _: Call<typeof captchaChallenge>) {
    return success('Captcha', await this.captcha.challenge());
  }
}
