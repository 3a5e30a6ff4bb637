import { Controller } from '@nestjs/common';
import { changeInvoiceStatus, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ChangeInvoiceStatusHandler } from './change-invoice-status.handler.js';
import { invoiceActionAnswer } from '../invoice-action.answer.js';

@Controller()
@Roles('seller', 'admin')
export class ChangeInvoiceStatusController {
  constructor(private readonly handler: ChangeInvoiceStatusHandler) {}

  /** `seller/invoice/changeStatus` {id, status: cancelled|refunded, note}: the seller or an admin. */
  @CommandRoute(changeInvoiceStatus)
  async change(
    @ValidBody()
    { id: invoiceId, status, note = '', commandId }: RequestOf<typeof changeInvoiceStatus>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof changeInvoiceStatus>> {
    const state = await this.handler.change({ invoiceId, status, note }, actor, commandId);
    const done = status === 'refunded' ? 'Invoice refunded' : 'Invoice cancelled';
    return success(done, invoiceActionAnswer(state, 0));
  }
}
