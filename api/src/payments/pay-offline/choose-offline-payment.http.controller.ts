import { Controller } from '@nestjs/common';
import { chooseOfflinePayment, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { PayOfflineHandler } from './pay-offline.handler.js';

@Controller()
export class ChooseOfflinePaymentController {
  constructor(private readonly handler: PayOfflineHandler) {}

  /** `offline/payCartOffline`: the buyer will pay the invoice by bank transfer. */
  @CommandRoute(chooseOfflinePayment)
  async choose(
    @ValidBody() body: RequestOf<typeof chooseOfflinePayment>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof chooseOfflinePayment>> {
    const answer = await this.handler.choose(body.invoice_id, actor, body.commandId);
    return success('Awaiting offline payment', answer);
  }
}
