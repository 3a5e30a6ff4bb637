import { Controller } from '@nestjs/common';
import { getDeposit, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { depositDetail } from '../deposit.records.js';
import { DepositReader } from '../deposit.reader.js';

@Controller()
export class GetDepositController {
  constructor(private readonly reader: DepositReader) {}

  /** `deposit/deposit`: one of the caller's deposits; an admin names the buyer with `user_id`. */
  @CommandRoute(getDeposit)
  async deposit(
    @ValidBody() { id, user_id }: RequestOf<typeof getDeposit>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getDeposit>> {
    const buyerId = actor.role === 'admin' && user_id !== undefined ? user_id : actor.id;
    const found = (await this.reader.ofBuyer(buyerId))?.deposits.find((d) => d.id === id);
    // Another buyer's deposit is not found: its id tells nothing.
    if (!found) throw notFound('Deposit not found');
    const titles = await this.reader.titles([found.lotId]);
    return success('Deposit', depositDetail(found, buyerId, titles));
  }
}
