import { Controller, Ip } from '@nestjs/common';
import { type RequestOf, subscribeNewsletter } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SubscribeNewsletterHandler } from './subscribe-newsletter.handler.js';

/** `common/subscribeNewsletter`: the footer's sign-up; the same answer for an address signed up. */
@Controller()
export class SubscribeNewsletterController {
  constructor(private readonly handler: SubscribeNewsletterHandler) {}

  @Public()
  @CommandRoute(subscribeNewsletter)
  async subscribe(
    @ValidBody() { email }: RequestOf<typeof subscribeNewsletter>,
    @CurrentActor() actor: Actor | undefined,
    @Ip() ip: string,
  ): Promise<Reply<typeof subscribeNewsletter>> {
    await this.handler.execute(email, actor, ip);
    return success('Subscribed to newsletter successfully', { email });
  }
}
