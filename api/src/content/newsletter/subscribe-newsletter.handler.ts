import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { newsletterStream } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { PublicFormRecorder } from '../public-form.recorder.js';
import { NEWSLETTER_PROVIDER, type NewsletterProvider } from './newsletter-provider.js';

/** The footer's sign-up: recorded once per address, then handed to the provider. */
@Injectable()
export class SubscribeNewsletterHandler {
  private readonly log = new Logger('Newsletter');

  constructor(
    private readonly forms: PublicFormRecorder,
    @Inject(NEWSLETTER_PROVIDER) private readonly provider: NewsletterProvider,
  ) {}

  async execute(email: string, actor: Actor | undefined, ip: string): Promise<void> {
    const stream = newsletterStream(createHash('sha256').update(email).digest('hex'));
    const sent = { form: 'newsletter' as const, ip, actor, stream };
    const recorded = await this.forms.record(sent, (at) => ({
      type: 'NewsletterSubscribed',
      data: { email, userId: actor?.id ?? null, at },
    }));
    // Already on the list: nothing recorded twice, nothing sent again.
    if (!recorded) return;
    // Recorded first, so a provider outage loses nothing: the log still holds the sign-up.
    await this.provider
      .addContact(email)
      .catch((e: unknown) =>
        this.log.warn(`provider did not take a sign-up recorded on ${stream}: ${String(e)}`),
      );
  }
}
