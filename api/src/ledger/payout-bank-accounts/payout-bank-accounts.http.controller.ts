import { Inject } from '@nestjs/common';
import { listPayoutBankAccounts } from '@facet/event-schemas';
import { USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SELLER_BANK_ACCOUNTS, type SellerBankAccounts } from './seller-bank-accounts.port.js';

/** `admin/payouts/bankAccounts` (admin): where a payout to the seller may go, for the desk's form. */
@CommandController('admin')
export class PayoutBankAccountsController {
  constructor(
    @Inject(SELLER_BANK_ACCOUNTS) private readonly banks: SellerBankAccounts,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @CommandRoute(listPayoutBankAccounts)
  async list(@Call() { body: { user_id } }: Call<typeof listPayoutBankAccounts>) {
    if (!this.users.byId(user_id)) throw notFound('User not found', 'user.not-found');
    const records = (await this.banks.verified(user_id)).map((a) => ({
      id: a.id,
      bank_name: a.bankName,
      last4: a.last4,
      is_default: a.isDefault,
    }));
    return success('Verified bank accounts', { records });
  }
}
