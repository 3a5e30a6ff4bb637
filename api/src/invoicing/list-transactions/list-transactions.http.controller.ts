import { listTransactions } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { TransactionsQuery } from './transactions.query.js';

@CommandController()
export class ListTransactionsController {
  constructor(private readonly transactions: TransactionsQuery) {}

  /** `invoice/alltransactions`: the caller's payments across their invoices, newest first. */
  @CommandRoute(listTransactions)
  async all(@Call() { body, actor }: Call<typeof listTransactions>) {
    const { records, total } = await this.transactions.ofBuyer(actor.id, body);
    return listed('Transactions', records, total);
  }
}
