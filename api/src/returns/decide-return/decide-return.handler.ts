import { ownValue } from '@facet/event-schemas';
import { Injectable } from '@nestjs/common';
import type { ReturnAnswer } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import { ReturnMails } from '../refund-return/return-mails.js';
import { ReturnRefundSaga } from '../refund-return/return-refund.saga.js';
import { returnAnswer } from '../return-answers.js';
import { ReturnReader } from '../return.reader.js';
import { ReturnableInvoiceLoader } from '../returnable-invoice.loader.js';
import { ReturnsCommandBus } from '../returns-bus/return-command-buses.js';

export interface ReturnDecision {
  requestId: string;
  decision: 'accepted' | 'refused';
  note: string;
}

/**
 * `seller/returns/changeStatus`: an admin or the lot's seller accepts or refuses an open request
 * (RET-7). Accepting decides the credit note's figures on the return's stream, then the refund
 * saga moves the money; if the api dies in between, the return refunder finishes it.
 */
@Injectable()
export class DecideReturnHandler {
  constructor(
    private readonly returns: ReturnsCommandBus,
    private readonly reader: ReturnReader,
    private readonly invoices: ReturnableInvoiceLoader,
    private readonly saga: ReturnRefundSaga,
    private readonly mails: ReturnMails,
  ) {}

  async decide(d: ReturnDecision, actor: Actor, commandId?: string): Promise<ReturnAnswer> {
    const { invoiceId } = await this.reader.shownTo(d.requestId, actor);
    const base = { requestId: d.requestId, note: d.note };
    const request = { id: d.requestId, decision: d.decision, note: d.note };
    if (d.decision === 'refused') {
      const out = await this.returns.sendNow(
        invoiceId,
        { type: 'RefuseReturn', ...base },
        actor,
        commandId,
        request,
      );
      const refused = ownValue(out.state.requests, d.requestId);
      if (out.events.length > 0 && refused) await this.mails.refused(refused.requested, d.note);
      return this.answer(invoiceId, d.requestId);
    }
    const invoice = await this.invoices.load(invoiceId);
    await this.returns.sendNow(
      invoiceId,
      { type: 'AcceptReturn', ...base, invoice },
      actor,
      commandId,
      request,
    );
    await this.saga.complete(invoiceId, d.requestId);
    return this.answer(invoiceId, d.requestId);
  }

  private async answer(invoiceId: string, requestId: string): Promise<ReturnAnswer> {
    const request = ownValue((await this.returns.load(invoiceId)).requests, requestId);
    if (!request) throw new Error(`Return ${requestId} missing after its decision`);
    return returnAnswer(request);
  }
}
