import { Inject } from '@nestjs/common';
import { addCredit } from '@facet/event-schemas';
import { USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { centsToDollars } from '../../shared/money/index.js';
import { LedgerCommandBus } from '../ledger-bus/ledger-command-bus.js';
import { walletBalance } from '../domain/index.js';

/**
 * `admin/credit/addCredit` (admin): money that reached the house outside the app (a bank
 * transfer) becomes wallet credit, with the admin's note; the entry records who did it. A retry
 * with the same `commandId` credits once.
 */
@CommandController('admin')
export class AddCreditController {
  constructor(
    private readonly ledger: LedgerCommandBus,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @CommandRoute(addCredit)
  async add(@Call() { body, actor }: Call<typeof addCredit>) {
    const { user_id: buyerId, amount, credit_notes: note, commandId } = body;
    if (!this.users.byId(buyerId)) throw notFound('User not found', 'user.not-found');
    const command = { type: 'RecordMoneyReceived', buyerId, amount, note } as const;
    const outcome = await this.ledger.send(command, actor, commandId);
    return success('Credit added', {
      id: outcome.events[0]?.id ?? '',
      user_id: buyerId,
      amount: centsToDollars(amount),
      balance: centsToDollars(walletBalance(outcome.state, buyerId)),
    });
  }
}
