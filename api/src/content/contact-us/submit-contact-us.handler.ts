import { Inject, Injectable } from '@nestjs/common';
import {
  type ContactMessageAnswer,
  contactStream,
  type RequestOf,
  type submitContactUs,
} from '@facet/event-schemas';
import { MAILER, type Mailer } from '../../mail/mailer.port.js';
import type { Actor } from '../../shared/auth/actor.js';
import { newId } from '../../shared/ids/ids.js';
import { PublicFormRecorder } from '../public-form.recorder.js';

// The message as kept and mailed: the captcha answer was checked at the edge and is not kept.
type ContactMessage = Omit<RequestOf<typeof submitContactUs>, 'captcha'>;

/** A visitor's message: recorded on `contact-<id>`, then mailed to the marketplace's own address. */
@Injectable()
export class SubmitContactUsHandler {
  constructor(
    private readonly forms: PublicFormRecorder,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async execute(
    m: ContactMessage,
    actor: Actor | undefined,
    ip: string,
  ): Promise<ContactMessageAnswer> {
    const messageId = newId();
    const sent = { form: 'contact' as const, ip, actor, id: messageId };
    await this.forms.record({ ...sent, stream: contactStream(messageId) }, (at) => ({
      type: 'ContactMessageSubmitted',
      data: { messageId, ...m, userId: actor?.id ?? null, at },
    }));
    await this.mailer.send({
      to: 'support@facet.test',
      kind: 'contact',
      subject: `Contact: ${m.subject}`,
      text: `${m.name} <${m.email}>\n\n${m.message}`,
    });
    return { id: messageId };
  }
}
