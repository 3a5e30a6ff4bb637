import { Controller, Inject } from '@nestjs/common';
import { recordSellerPayout, type RequestOf } from '@facet/event-schemas';
import { type Actor, USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { centsToDollars } from '../../shared/money/index.js';
import { RecordPayoutHandler } from './record-payout.handler.js';

/**
 * `admin/payouts/record` (admin): the house paid a seller by bank transfer, with its reference,
 * to the seller's verified bank account (the one named, or their default).
 */
@Controller()
export class RecordPayoutController {
  constructor(
    private readonly handler: RecordPayoutHandler,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @Roles('admin')
  @CommandRoute(recordSellerPayout)
  async record(
    @ValidBody() body: RequestOf<typeof recordSellerPayout>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof recordSellerPayout>> {
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
