export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What kind of mail (for the back office and tests): 'password-reset', 'email-verify'... */
  kind: string;
}

export interface SentMail extends MailMessage {
  id: string;
  from: string;
  at: string;
  transport: 'outbox' | 'smtp' | 'sms-sandbox';
  /** The text as HTML, its web addresses links (`mailHtml`): what a mail client shows. */
  html: string;
}

/** Sends one message; resolves once it is handed over (written to the outbox or accepted by SMTP). */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

export const MAILER = Symbol('MAILER');
