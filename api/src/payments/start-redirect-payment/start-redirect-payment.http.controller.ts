import { Inject, Req } from '@nestjs/common';
import {
  payCashfreeMembership,
  payPaytmMembership,
  payRosoom,
  type RedirectPaymentLink,
  type RedirectProvider,
} from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { type RequestWithActor } from '../../shared/auth/auth.decorators.js';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config.js';
import { Call, CommandController, CommandRoute, type Reply } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { answerPathOf, type RedirectRequest as Body, subjectOf } from './redirect-request.js';
import { notifyUrlFor, returnUrlFor } from './return-url.js';
import { StartRedirectPaymentHandler } from './start-redirect-payment.handler.js';

/** `payment/rosoom_payment`, Paytm's and Cashfree's `membership-payment`: `{ link }` to go to. */
@CommandController()
export class StartRedirectPaymentController {
  constructor(
    private readonly handler: StartRedirectPaymentHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @CommandRoute(payRosoom)
  rosoom(
    @Call() { body, actor }: Call<typeof payRosoom>,
    @Req() req: RequestWithActor & { protocol?: string },
  ) {
    return this.start('rosoom', body, actor, req);
  }

  @CommandRoute(payPaytmMembership)
  paytm(
    @Call() { body, actor }: Call<typeof payPaytmMembership>,
    @Req() req: RequestWithActor & { protocol?: string },
  ) {
    return this.start('paytm', body, actor, req);
  }

  @CommandRoute(payCashfreeMembership)
  cashfree(
    @Call() { body, actor }: Call<typeof payCashfreeMembership>,
    @Req() req: RequestWithActor & { protocol?: string },
  ) {
    return this.start('cashfree', body, actor, req);
  }

  private async start(
    provider: RedirectProvider,
    body: Body,
    actor: Actor,
    req: RequestWithActor & { protocol?: string },
  ): Promise<Reply<typeof payRosoom>> {
    const started = await this.handler.execute(
      {
        provider,
        subject: subjectOf(body, actor.id),
        commandId: body.commandId,
        returnUrl: returnUrlFor(req.headers, this.config),
        notifyUrl: notifyUrlFor(req, answerPathOf(provider)),
      },
      actor,
    );
    const answer: RedirectPaymentLink = {
      link: started.link,
      payment_id: started.paymentId,
      sandbox: started.sandbox,
    };
    return success('Continue to the payment page', answer);
  }
}
