import { Inject, Injectable } from '@nestjs/common';
import { UserCommandBus } from '../../identity/user-stream/user-command.bus.js';
import type {
  PayoutBankAccount,
  SellerBankAccounts,
} from '../../ledger/payout-bank-accounts/seller-bank-accounts.port.js';
import { PAYMENT_CUSTOMERS, type PaymentCustomers } from './payment-customers.port.js';

/**
 * The ledger's view of a seller's bank accounts, read from the card and bank service (Stripe's or
 * the offline one) under the seller's own customer: only those whose micro-deposits were confirmed.
 */
@Injectable()
export class SellerBankAccountsAdapter implements SellerBankAccounts {
  constructor(
    private readonly users: UserCommandBus,
    @Inject(PAYMENT_CUSTOMERS) private readonly service: PaymentCustomers,
  ) {}

  async verified(sellerId: string): Promise<PayoutBankAccount[]> {
    const customerId = (await this.users.latest(sellerId)).stripe_id;
    if (!customerId) return [];
    const owner = { userId: sellerId, customerId };
    // A seller keeps a handful of accounts: one page of the provider's maximum holds them all.
    const { data } = await this.service.listSources(owner, 'bank_account', { limit: 100 });
    return data
      .filter((s) => s.status === 'verified')
      .map((s) => ({
        id: s.id,
        bankName: s.bank_name ?? '',
        last4: s.last4,
        isDefault: s.is_default,
      }));
  }
}
