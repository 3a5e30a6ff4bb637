import { Controller, Inject } from '@nestjs/common';
import { addCredit, type RequestOf } from '@facet/event-schemas';
import { type Actor, USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { centsToDollars } from '../../shared/money/index.js';
import { LedgerCommandBus } from '../ledger-bus/ledger-command-bus.js';
import { walletBalance } from '../domain/index.js';

/**
 * `admin/credit/addCredit` (admin): money that reached the house outside the app (a bank
 * transfer) becomes wallet credit, with the admin's note; the entry records who did it. A retry
 * with the same `commandId` credits once.
 */
@Controller()
export class AddCreditController {
  constructor(
    private readonly ledger: LedgerCommandBus,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @Roles('admin')
  @CommandRoute(addCredit)
  async add(
    @ValidBody() body: RequestOf<typeof addCredit>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof addCredit>> {
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
