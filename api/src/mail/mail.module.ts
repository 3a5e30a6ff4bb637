import { join } from 'node:path';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../shared/config/app-config.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { MailOutboxController } from './mail-outbox.http.controller.js';
import { MAILER, type Mailer } from './mailer.port.js';
import { Outbox } from './outbox.js';
import { OutboxMailer } from './outbox.mailer.js';
import { SmtpMailer } from './smtp.mailer.js';

/** Phone codes go through this sandbox SMS sender (no SMS provider yet): it writes to the outbox. */
export const SMS_SANDBOX = Symbol('SMS_SANDBOX');

class MailerCloser implements OnApplicationShutdown {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}
  onApplicationShutdown(): void {
    if (this.mailer instanceof SmtpMailer) this.mailer.close();
  }
}

@Global()
@Module({
  controllers: [MailOutboxController],
  providers: [
    {
      provide: Outbox,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => new Outbox(join(c.dataDir, 'outbox')),
    },
    {
      provide: MAILER,
      inject: [APP_CONFIG, Outbox, CLOCK],
      useFactory: (c: AppConfig, outbox: Outbox, clock: Clock): Mailer =>
        c.smtpUrl
          ? new SmtpMailer(c.smtpUrl, outbox, c.mailFrom, clock)
          : new OutboxMailer(outbox, c.mailFrom, clock),
    },
    {
      provide: SMS_SANDBOX,
      inject: [APP_CONFIG, Outbox, CLOCK],
      useFactory: (c: AppConfig, outbox: Outbox, clock: Clock): Mailer =>
        new OutboxMailer(outbox, 'sms-sandbox', clock, 'sms-sandbox'),
    },
    MailerCloser,
  ],
  exports: [MAILER, SMS_SANDBOX, Outbox],
})
export class MailModule {}
