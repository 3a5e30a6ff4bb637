import { ownValue } from '@facet/event-schemas';
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ReturnAnswer } from '@facet/event-schemas';
import { BuyerParties } from '../../companies/buyer-parties.reader.js';
import type { Actor } from '../../shared/domain/actor.js';
import { newId } from '../../shared/ids/ids.js';
import { ReturnsCommandBus } from '../returns-bus/return-command-buses.js';
import { ReturnableInvoiceLoader } from '../returnable-invoice.loader.js';
import { RETURN_WINDOW_DAYS } from '../return-window.js';
import { returnAnswer } from '../return-answers.js';

export interface ReturnAsked {
  invoiceId: string;
  lotIds: string[];
  reason: string;
}

/**
 * The request a buyer's command names: a retry with the same command id (a timeout, a double
 * click) names the same request, which the decider then records nothing for.
 */
export const returnRequestId = (userId: string, commandId: string): string =>
  `ret-${createHash('sha256').update(`${userId}\u0000${commandId}`).digest('hex').slice(0, 32)}`;

/**
 * `product/addReturnRequest`: the buyer asks to return lines of a paid invoice (RET-1..6), or a
 * representative of the company it is billed to does (RET-3, I1).
 */
@Injectable()
export class RequestReturnHandler {
  constructor(
    private readonly returns: ReturnsCommandBus,
    private readonly invoices: ReturnableInvoiceLoader,
    private readonly parties: BuyerParties,
    @Inject(RETURN_WINDOW_DAYS) private readonly windowDays: number,
  ) {}

  async ask(asked: ReturnAsked, actor: Actor, commandId?: string): Promise<ReturnAnswer> {
    const invoice = await this.invoices.load(asked.invoiceId);
    const requestId = commandId ? returnRequestId(actor.id, commandId) : newId();
    const command = {
      type: 'RequestReturn' as const,
      requestId,
      invoice,
      lotIds: asked.lotIds,
      reason: asked.reason,
      windowDays: this.windowDays,
      actorCompanyId: await this.parties.companyActingFor(actor),
    };
    const { state } = await this.returns.sendNow(asked.invoiceId, command, actor, commandId, asked);
    const request = ownValue(state.requests, requestId);
    if (!request) throw new Error(`Return ${requestId} missing after its request`);
    return returnAnswer(request);
  }
}
