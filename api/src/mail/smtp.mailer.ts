import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../shared/clock/clock.js';
import { newId } from '../shared/ids/ids.js';
import type { Mailer, MailMessage, SentMail } from './mailer.port.js';
import { mailHtml } from './mail-html.js';
import type { Outbox } from './outbox.js';

/** SMTP_URL (smtp://host:port): nodemailer; a copy of each sent message goes to the outbox log. */
export class SmtpMailer implements Mailer {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly outbox: Outbox,
    private readonly from: string,
    private readonly clock: Clock,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const id = newId();
    const html = mailHtml(message.text);
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html,
      headers: { 'X-Facet-Mail-Id': id, 'X-Facet-Kind': message.kind },
    });
    const mail: SentMail = {
      ...message,
      id,
      from: this.from,
      at: this.clock.now().toISOString(),
      transport: 'smtp',
      html,
    };
    await this.outbox.record(mail);
    return mail;
  }

  close(): void {
    this.transporter.close();
  }
}
