import { Controller } from '@nestjs/common';
import { requestReturn, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { RequestReturnHandler } from './request-return.handler.js';

@Controller()
export class RequestReturnController {
  constructor(private readonly handler: RequestReturnHandler) {}

  /** `product/addReturnRequest` {invoice_id, project_ids, reason}: the invoice's buyer. */
  @CommandRoute(requestReturn)
  async ask(
    @ValidBody() body: RequestOf<typeof requestReturn>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof requestReturn>> {
    const { invoice_id: invoiceId, project_ids: lotIds, reason, commandId } = body;
    const answer = await this.handler.ask({ invoiceId, lotIds, reason }, actor, commandId);
    return success('Return requested', answer);
  }
}
