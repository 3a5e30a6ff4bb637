import { Inject, Injectable } from '@nestjs/common';
import { HttpProblem } from '../shared/errors/http-problem.js';
import { CAPTCHA, type Captcha } from './captcha.port.js';

export const CAPTCHA_REFUSED = 'Please complete the captcha to prove you are not a robot';

/** Registration and contact ask it first: a missing, wrong or expired answer is a clear 400. */
@Injectable()
export class CaptchaGate {
  constructor(@Inject(CAPTCHA) private readonly captcha: Captcha) {}

  async require(answer: string | undefined, remoteIp?: string): Promise<void> {
    if (!(await this.captcha.verify(answer, remoteIp)))
      throw new HttpProblem(400, 'captcha.failed', CAPTCHA_REFUSED);
  }
}
