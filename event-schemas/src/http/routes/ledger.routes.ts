import { z } from 'zod';
import type { LedgerTrialBalance } from '../../read-models/ledger-audit.model.js';
import type { AddCreditAnswer, CreditHistoryResponse } from '../../read-models/wallet.model.js';
import { emptyBody } from '../request/account-fields.js';
import { commandId, id, lenientPaging, requiredMoney, requiredText } from '../request/fields.js';
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
