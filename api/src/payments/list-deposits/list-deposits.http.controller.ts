import { Controller } from '@nestjs/common';
import { listDeposits, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { DepositsQuery } from './deposits.query.js';

@Controller()
export class ListDepositsController {
  constructor(private readonly deposits: DepositsQuery) {}

  /** `deposit/alldeposits`: the caller's bid deposits (spec 7), newest first. */
  @CommandRoute(listDeposits)
  async all(
    @ValidBody() body: RequestOf<typeof listDeposits>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listDeposits>> {
    const { records, total } = await this.deposits.ofBuyer(actor.id, body);
    return listed('Deposits', records, total);
  }
}
