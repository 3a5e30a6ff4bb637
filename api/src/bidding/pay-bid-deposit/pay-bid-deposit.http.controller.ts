import { Body, Controller, Inject } from '@nestjs/common';
import type { BidDepositAnswer } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { badRequest, rejected } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { readBody, requiredMoney, requiredText } from '../../shared/http/request-fields.js';
import {
  DEPOSIT_PAYMENTS,
  type DepositMethod,
  type DepositPayments,
  PaymentRefused,
} from './deposit-payments.port.js';

const METHODS: readonly DepositMethod[] = ['wallet', 'online'];

/**
 * `credit/addBidDeposit` (spec 7): the buyer pays the lot's deposit from the deposit dialog. The
 * money is held, the deposit recorded on the lot, and only then taken; a refusal by the lot
 * (closed, already paid) releases the hold, so no payment is ever taken for nothing.
 */
@Controller('credit')
export class PayBidDepositController {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(DEPOSIT_PAYMENTS) private readonly payments: DepositPayments,
  ) {}

  @CommandRoute('addBidDeposit')
  async pay(@Body() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, [
      'amount',
      'product_id',
      'credit_notes',
      'credit_type',
      'type',
      'pay_type',
      'creditor_id',
    ]);
    const lotId = requiredText(body, 'product_id', 'Product id required', 128);
    const amount = requiredMoney(body, 'amount', 'Required', 'Enter Valid Price');
    const method = body.pay_type as DepositMethod;
    if (!METHODS.includes(method))
      throw badRequest('Required', 'request.invalid-field', { field: 'pay_type' });
    const note =
      typeof body.credit_notes === 'string' ? body.credit_notes.slice(0, 300) : 'Bid Deposit';

    const hold = await this.payments
      .authorize({ userId: actor.id, lotId, amount, method, note })
      .catch((e: unknown) => {
        throw e instanceof PaymentRefused ? rejected(e.message, 'deposit.payment-refused') : e;
      });
    let outcome;
    try {
      outcome = await this.lots.send(
        lotId,
        { type: 'RecordBidDeposit', userId: actor.id, amount },
        actor,
        this.clock.now(),
      );
    } catch (e) {
      await this.payments.release(hold.reference);
      throw e;
    }
    const recorded = outcome.events[0];
    if (!recorded) {
      // Paid before: nothing recorded now, so nothing is taken.
      await this.payments.release(hold.reference);
      return success<BidDepositAnswer>('Bid deposit already paid', {
        id: lotId,
        bid_deposit_id: null,
        revision: outcome.revision,
      });
    }
    await this.payments.capture(hold.reference);
    return success<BidDepositAnswer>('Bid deposit paid', {
      id: lotId,
      bid_deposit_id: recorded.id,
      payment_reference: hold.reference,
      sandbox: hold.sandbox,
      revision: outcome.revision,
    });
  }
}
