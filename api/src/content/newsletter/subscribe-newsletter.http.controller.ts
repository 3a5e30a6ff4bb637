import { Ip } from '@nestjs/common';
import { subscribeNewsletter } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute, PublicCall } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SubscribeNewsletterHandler } from './subscribe-newsletter.handler.js';

/** `common/subscribeNewsletter`: the footer's sign-up; the same answer for an address signed up. */
@CommandController()
export class SubscribeNewsletterController {
  constructor(private readonly handler: SubscribeNewsletterHandler) {}

  @Public()
  @CommandRoute(subscribeNewsletter)
  async subscribe(
    @Call() { body: { email }, actor }: PublicCall<typeof subscribeNewsletter>,
    @Ip() ip: string,
  ) {
    await this.handler.execute(email, actor, ip);
    return success('Subscribed to newsletter successfully', { email });
  }
}
