import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { AddCreditAnswer } from '@facet/event-schemas';
import { type Actor, USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import {
  commandIdField,
  readBody,
  requiredMoney,
  requiredText,
} from '../../shared/http/request-fields.js';
import { centsToDollars } from '../../shared/money/index.js';
import { LedgerCommandBus } from '../ledger-bus/ledger-command-bus.js';
import { walletBalance } from '../ledger/index.js';

const addBody = handParsedBody({
  user_id: ['id', 'The user acted for or on'],
  amount: ['money', 'Dollars as decimal text or a number, at most 2 decimals'],
  credit_notes: ['string', 'Why the credit is added, text'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/**
 * `admin/credit/addCredit` (admin): money that reached the house outside the app (a bank
 * transfer) becomes wallet credit, with the admin's note; the entry records who did it. A retry
 * with the same `commandId` credits once.
 */
@Controller('admin/credit')
export class AddCreditController {
  constructor(
    private readonly ledger: LedgerCommandBus,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @Roles('admin')
  @CommandRoute('addCredit')
  @BodySchema(addBody)
  async add(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(addBody.shape));
    const buyerId = requiredText(body, 'user_id', 'Required', 128);
    const amount = requiredMoney(body, 'amount', 'Required', 'Enter Valid Price');
    const note = requiredText(body, 'credit_notes', 'Required', 300);
    if (!this.users.byId(buyerId)) throw notFound('User not found', 'user.not-found');
    const outcome = await this.ledger.send(
      { type: 'RecordMoneyReceived', buyerId, amount, note },
      actor,
      commandIdField(body),
    );
    return success<AddCreditAnswer>('Credit added', {
      id: outcome.events[0]?.id ?? '',
      user_id: buyerId,
      amount: centsToDollars(amount),
      balance: centsToDollars(walletBalance(outcome.state, buyerId)),
    });
  }
}
