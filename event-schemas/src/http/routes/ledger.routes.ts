import { z } from 'zod';
import { ledgerAccountKinds } from '../../ledger/ledger.events.js';
import type { LedgerTrialBalance } from '../../read-models/ledger-audit.model.js';
import type {
  LedgerEntryList,
  PayoutBankAccountList,
  RecordPayoutAnswer,
  SellerPayoutList,
  SellerPayoutsResponse,
} from '../../read-models/payouts.model.js';
import type { AddCreditAnswer, CreditHistoryResponse } from '../../read-models/wallet.model.js';
import { emptyBody } from '../request/account-fields.js';
import {
  commandId,
  id,
  lenientPaging,
  oneOf,
  optionalId,
  requiredCommandId,
  requiredMoney,
  requiredText,
  text,
} from '../request/fields.js';
import { answer, route } from '../request/route.js';

/**
 * `admin/credit/addCredit` (admin): money that reached the house outside the app (a bank
 * transfer) becomes wallet credit, with the admin's note. A retry with the same `commandId`
 * credits once.
 */
export const addCredit = route({
  path: 'admin/credit/addCredit',
  request: z.strictObject({
    user_id: id('Required', { description: 'Required: the buyer credited' }),
    amount: requiredMoney('Required', {
      invalid: 'Enter Valid Price',
      description: 'Required: dollars as decimal text or a number, at most 2 decimals',
    }),
    credit_notes: requiredText('Required', {
      max: 300,
      description: 'Required: why the credit is added, at most 300 characters',
    }),
    commandId,
  }),
  answer: answer<AddCreditAnswer>(),
});

/** The caller's wallet movements, newest first, with the balance and the deposits held. */
export const getCreditHistory = route({
  path: 'credit/getCreditHistory',
  request: z.strictObject(lenientPaging),
  answer: answer<CreditHistoryResponse>(),
});

/** (admin) Every ledger entry ever recorded, folded from the log itself: the trial balance. */
export const getTrialBalance = route({
  path: 'admin/ledger/trialBalance',
  request: emptyBody,
  answer: answer<LedgerTrialBalance>(),
});

/** (admin) The entries touching one account of the trial balance, newest first: its drill-down. */
export const listLedgerEntries = route({
  path: 'admin/ledger/entries',
  request: z.strictObject({
    kind: oneOf(ledgerAccountKinds, { description: 'Required: the account kind' }),
    owner: id('Required', { description: "Required: the account's owner (a user id, or house)" }),
    ...lenientPaging,
  }),
  answer: answer<LedgerEntryList>(),
});

/**
 * (admin) The house paid a seller what it owes them, by bank transfer: the seller's payable goes
 * down by `amount`. Never more than is payable ('Payout exceeds the amount payable'); a retry with
 * the same `commandId` pays once.
 */
export const recordSellerPayout = route({
  path: 'admin/payouts/record',
  request: z.strictObject({
    user_id: id('Required', { description: 'Required: the seller paid' }),
    amount: requiredMoney('Required', {
      invalid: 'Enter Valid Price',
      description: 'Required: dollars paid out, at most 2 decimals',
    }),
    reference: requiredText('Required', {
      max: 200,
      description: "Required: the bank transfer's reference, at most 200 characters",
    }),
    notes: text({ max: 300, description: 'Notes, at most 300 characters' }),
    bank_account_id: text({
      max: 255,
      description:
        "The seller's verified bank account paid (from admin/payouts/bankAccounts); blank: their default",
    }),
    commandId: requiredCommandId(),
  }),
  answer: answer<RecordPayoutAnswer>(),
});

/** (admin) A seller's verified bank accounts, the ones a payout may go to. */
export const listPayoutBankAccounts = route({
  path: 'admin/payouts/bankAccounts',
  request: z.strictObject({
    user_id: id('Required', { description: 'Required: the seller to pay' }),
  }),
  answer: answer<PayoutBankAccountList>(),
});

/** (admin) Every seller the house owes or has paid, most due first. */
export const listSellerPayouts = route({
  path: 'admin/payouts/sellers',
  request: z.strictObject(lenientPaging),
  answer: answer<SellerPayoutList>(),
});

/** A seller's payouts due and paid; an admin names the seller with `user_id`. */
export const getSellerPayouts = route({
  path: 'seller/payouts/statement',
  request: z.strictObject({
    user_id: optionalId({ description: "An admin's: the seller (ignored for anyone else)" }),
    ...lenientPaging,
  }),
  answer: answer<SellerPayoutsResponse>(),
});
