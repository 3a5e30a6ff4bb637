import { Global, Logger, Module } from '@nestjs/common';
import { captchaFromEnv } from './captcha.config.js';
import { CaptchaChallengeController } from './captcha-challenge.http.controller.js';
import { CaptchaGate } from './captcha.gate.js';
import { CAPTCHA } from './captcha.port.js';

/** The captcha in front of registration and contact; the startup log says which one runs. */
@Global()
@Module({
  controllers: [CaptchaChallengeController],
  providers: [
    {
      provide: CAPTCHA,
      useFactory: () => {
        const captcha = captchaFromEnv();
        new Logger('Captcha').log(`Captcha: ${captcha.describe}`);
        return captcha;
      },
    },
    CaptchaGate,
  ],
  exports: [CAPTCHA, CaptchaGate],
})
export class CaptchaModule {}
