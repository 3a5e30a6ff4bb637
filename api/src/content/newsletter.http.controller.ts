import { createHash } from 'node:crypto';
import { Controller, Inject, Ip, Logger } from '@nestjs/common';
import { type IdentityEvent, newsletterStream } from '@facet/event-schemas';
import { StreamRevisionConflict } from '@facet/event-store';
import { z } from 'zod';
import type { Actor } from '../shared/auth/actor.js';
import { CurrentActor, Public } from '../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { CommandBuses } from '../shared/event-sourcing/command-buses.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { newId } from '../shared/ids/ids.js';
import { BodySchema, emailField, ValidBody } from '../security/body-schema.js';
import { LIMITS, RateLimiter } from '../security/rate-limiter.js';
import { NEWSLETTER_PROVIDER, type NewsletterProvider } from './newsletter-provider.js';

// The footer's own messages (spec section 5): 'Required', not the forms' 'Required!'.
const schema = z.strictObject({ email: emailField('Required', 'Invalid email format') });

const SUBSCRIBED = 'Subscribed to newsletter successfully';

/** Footer sign-up: recorded once per address, then handed to the provider. */
@Controller('common')
export class NewsletterController {
  private readonly log = new Logger('Newsletter');

  constructor(
    private readonly buses: CommandBuses,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(NEWSLETTER_PROVIDER) private readonly provider: NewsletterProvider,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @CommandRoute('subscribeNewsletter')
  @BodySchema(schema)
  async subscribe(
    @ValidBody() { email }: z.infer<typeof schema>,
    @CurrentActor() actor: Actor | undefined,
    @Ip() ip: string,
  ) {
    await this.limiter.hit([`newsletter:ip:${ip}`], LIMITS.sendCodeIp);
    const stream = newsletterStream(createHash('sha256').update(email).digest('hex'));
    const at = this.clock.now().toISOString();
    const event: IdentityEvent = {
      type: 'NewsletterSubscribed',
      data: { email, userId: actor?.id ?? null, at },
    };
    try {
      await this.buses.recordOne(stream, event, {
        id: newId(),
        at,
        userId: actor?.id,
        expected: 'no_stream',
      });
    } catch (err) {
      // Already on the list: the same answer, and nothing recorded twice.
      if (err instanceof StreamRevisionConflict) return success(SUBSCRIBED, { email });
      throw err;
    }
    // Recorded first, so a provider outage loses nothing: the log still holds the sign-up.
    await this.provider
      .addContact(email)
      .catch((e: unknown) =>
        this.log.warn(`provider did not take a sign-up recorded on ${stream}: ${String(e)}`),
      );
    return success(SUBSCRIBED, { email });
  }
}
