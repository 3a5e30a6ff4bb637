import { Controller, Inject, Ip } from '@nestjs/common';
import { type ContactMessageAnswer, contactStream, type IdentityEvent } from '@facet/event-schemas';
import { z } from 'zod';
import type { Actor } from '../shared/auth/actor.js';
import { CurrentActor, Public } from '../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { CommandBuses } from '../shared/event-sourcing/command-buses.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { newId } from '../shared/ids/ids.js';
import { MAILER, type Mailer } from '../mail/mailer.port.js';
import { BodySchema, fields, ValidBody } from '../security/body-schema.js';
import { LIMITS, RateLimiter } from '../security/rate-limiter.js';

const schema = z.strictObject({
  name: fields.text(200).min(1, 'Required!'),
  email: fields.email,
  phone: fields.text(40).nullable().default(null),
  subject: fields.text(200).min(1, 'Required!'),
  message: fields.text(5000).min(1, 'Required!'),
});

/** Recorded on `contact-<id>` and mailed to the marketplace's own address. */
@Controller('user')
export class ContactUsController {
  constructor(
    private readonly buses: CommandBuses,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @CommandRoute('submitContactUs')
  @BodySchema(schema)
  async submit(
    @ValidBody() body: z.infer<typeof schema>,
    @CurrentActor() actor: Actor | undefined,
    @Ip() ip: string,
  ) {
    await this.limiter.hit([`contact:ip:${ip}`], LIMITS.sendCodeIp);
    const messageId = newId();
    const at = this.clock.now().toISOString();
    const event: IdentityEvent = {
      type: 'ContactMessageSubmitted',
      data: { messageId, ...body, userId: actor?.id ?? null, at },
    };
    await this.buses.recordOne(contactStream(messageId), event, {
      id: messageId,
      at,
      userId: actor?.id,
      expected: 'no_stream',
    });
    await this.mailer.send({
      to: 'support@facet.test',
      kind: 'contact',
      subject: `Contact: ${body.subject}`,
      text: `${body.name} <${body.email}>\n\n${body.message}`,
    });
    return success<ContactMessageAnswer>('Thank you, we will get back to you soon', {
      id: messageId,
    });
  }
}
