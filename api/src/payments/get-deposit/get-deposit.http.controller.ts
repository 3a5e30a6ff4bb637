import { getDeposit } from '@facet/event-schemas';
import { notFound } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { depositDetail } from '../deposit.records.js';
import { DepositReader } from '../deposit.reader.js';

@CommandController()
export class GetDepositController {
  constructor(private readonly reader: DepositReader) {}

  /** `deposit/deposit`: one of the caller's deposits; an admin names the buyer with `user_id`. */
  @CommandRoute(getDeposit)
  async deposit(@Call() { body: { id, user_id }, actor }: Call<typeof getDeposit>) {
    const buyerId = actor.role === 'admin' && user_id !== undefined ? user_id : actor.id;
    const found = (await this.reader.ofBuyer(buyerId))?.deposits.find((d) => d.id === id);
    // Another buyer's deposit is not found: its id tells nothing.
    if (!found) throw notFound('Deposit not found');
    const titles = await this.reader.titles([found.lotId]);
    return success('Deposit', depositDetail(found, buyerId, titles));
  }
}
