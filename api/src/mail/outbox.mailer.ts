import type { Clock } from '../shared/clock/clock.js';
import { newId } from '../shared/ids/ids.js';
import type { Mailer, MailMessage, SentMail } from './mailer.port.js';
import { mailHtml } from './mail-html.js';
import type { Outbox } from './outbox.js';

/** The embedded default: mail is written to the outbox folder and read in the back office. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly outbox: Outbox,
    private readonly from: string,
    private readonly clock: Clock,
    private readonly transport: SentMail['transport'] = 'outbox',
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    const mail: SentMail = {
      ...message,
      id: newId(),
      from: this.from,
      at: this.clock.now().toISOString(),
      transport: this.transport,
      html: mailHtml(message.text),
    };
    await this.outbox.record(mail);
    return mail;
  }
}
