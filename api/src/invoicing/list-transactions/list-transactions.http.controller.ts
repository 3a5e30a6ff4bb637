import { Controller } from '@nestjs/common';
import { listTransactions, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { TransactionsQuery } from './transactions.query.js';

@Controller()
export class ListTransactionsController {
  constructor(private readonly transactions: TransactionsQuery) {}

  /** `invoice/alltransactions`: the caller's payments across their invoices, newest first. */
  @CommandRoute(listTransactions)
  async all(
    @ValidBody() body: RequestOf<typeof listTransactions>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listTransactions>> {
    const { records, total } = await this.transactions.ofBuyer(actor.id, body);
    return listed('Transactions', records, total);
  }
}
