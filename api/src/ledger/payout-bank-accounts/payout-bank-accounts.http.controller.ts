import { Controller, Inject } from '@nestjs/common';
import { listPayoutBankAccounts, type RequestOf } from '@facet/event-schemas';
import { USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SELLER_BANK_ACCOUNTS, type SellerBankAccounts } from './seller-bank-accounts.port.js';

/** `admin/payouts/bankAccounts` (admin): where a payout to the seller may go, for the desk's form. */
@Controller()
export class PayoutBankAccountsController {
  constructor(
    @Inject(SELLER_BANK_ACCOUNTS) private readonly banks: SellerBankAccounts,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @Roles('admin')
  @CommandRoute(listPayoutBankAccounts)
  async list(
    @ValidBody() { user_id }: RequestOf<typeof listPayoutBankAccounts>,
  ): Promise<Reply<typeof listPayoutBankAccounts>> {
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
