import { changeInvoiceStatus } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ChangeInvoiceStatusHandler } from './change-invoice-status.handler.js';
import { invoiceActionAnswer } from '../invoice-action.answer.js';

@CommandController('seller', 'admin')
export class ChangeInvoiceStatusController {
  constructor(private readonly handler: ChangeInvoiceStatusHandler) {}

  /** `seller/invoice/changeStatus` {id, status: cancelled|refunded, note}: the seller or an admin. */
  @CommandRoute(changeInvoiceStatus)
  async change(
    @Call()
    {
      body: { id: invoiceId, status, note = '', commandId },
      actor,
    }: Call<typeof changeInvoiceStatus>,
  ) {
    const state = await this.handler.change({ invoiceId, status, note }, actor, commandId);
    const done = status === 'refunded' ? 'Invoice refunded' : 'Invoice cancelled';
    return success(done, invoiceActionAnswer(state, 0));
  }
}
