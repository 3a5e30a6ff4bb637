import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { payableTo } from '../domain/index.js';
import { LedgerCommandBus } from '../ledger-bus/ledger-command-bus.js';
import {
  type PayoutBankAccount,
  SELLER_BANK_ACCOUNTS,
  type SellerBankAccounts,
} from '../payout-bank-accounts/seller-bank-accounts.port.js';
import { SellerPayoutsReader } from '../seller-payouts/seller-payouts.reader.js';

export interface PayoutRequest {
  sellerId: string;
  /** Cents. */
  amount: number;
  reference: string;
  note: string | undefined;
  /** The seller's bank account chosen; none: their default verified one. */
  bankAccountId: string | undefined;
}

/**
 * An admin records the bank transfer the house made to a seller's verified bank account. What the
 * seller earned comes from the read model (it may lag behind a payment, so it can only understate
 * what is payable); what was paid out comes from the seller's own ledger stream, whose one writer
 * makes two payouts racing on the same payable take turns (P1). The entry's key is the command id
 * (P2). Whether the account is verified lives in the card and bank service, outside the ledger's
 * stream, so it is read here through a port, as `earned` is, and the domain records the account.
 */
@Injectable()
export class RecordPayoutHandler {
  constructor(
    private readonly ledger: LedgerCommandBus,
    private readonly payouts: SellerPayoutsReader,
    @Inject(SELLER_BANK_ACCOUNTS) private readonly banks: SellerBankAccounts,
  ) {}

  async record(p: PayoutRequest, admin: Actor, commandId: string) {
    const account = payoutAccount(await this.banks.verified(p.sellerId), p.bankAccountId);
    const earned = (await this.payouts.of(p.sellerId))?.earned ?? 0;
    const outcome = await this.ledger.send(
      {
        type: 'RecordSellerPayout',
        buyerId: p.sellerId,
        amount: p.amount,
        earned,
        reference: p.reference,
        bankAccount: { id: account.id, bankName: account.bankName, last4: account.last4 },
        note: p.note || `Payout - ${p.reference}`,
      },
      admin,
      commandId,
    );
    return { due: payableTo(outcome.state, earned), account };
  }
}

/** The account named, if verified; else the seller's default verified one, else their first. */
export function payoutAccount(
  verified: readonly PayoutBankAccount[],
  chosen: string | undefined,
): PayoutBankAccount {
  if (verified.length === 0) return reject('payout.no-verified-bank-account');
  if (chosen)
    return verified.find((a) => a.id === chosen) ?? reject('payout.bank-account-not-verified');
  return verified.find((a) => a.isDefault) ?? verified[0]!;
}
