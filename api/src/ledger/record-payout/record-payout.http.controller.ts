import { Inject } from '@nestjs/common';
import { recordSellerPayout } from '@facet/event-schemas';
import { USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { centsToDollars } from '../../shared/money/index.js';
import { RecordPayoutHandler } from './record-payout.handler.js';

/**
 * `admin/payouts/record` (admin): the house paid a seller by bank transfer, with its reference,
 * to the seller's verified bank account (the one named, or their default).
 */
@CommandController('admin')
export class RecordPayoutController {
  constructor(
    private readonly handler: RecordPayoutHandler,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @CommandRoute(recordSellerPayout)
  async record(@Call() { body, actor }: Call<typeof recordSellerPayout>) {
    const { user_id: sellerId, amount, reference, notes: note, commandId } = body;
    const bankAccountId = body.bank_account_id || undefined;
    if (!this.users.byId(sellerId)) throw notFound('User not found', 'user.not-found');
    const { due, account } = await this.handler.record(
      { sellerId, amount, reference, note, bankAccountId },
      actor,
      commandId,
    );
    return success('Payout recorded', {
      seller_id: sellerId,
      amount: centsToDollars(amount),
      reference,
      bank_name: account.bankName,
      last4: account.last4,
      due: centsToDollars(due),
    });
  }
}
