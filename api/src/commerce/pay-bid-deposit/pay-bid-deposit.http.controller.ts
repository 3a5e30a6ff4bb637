import { Controller } from '@nestjs/common';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import type { BidDepositAnswer } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { rejected } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { PaymentRefused } from '../payments/payment-gateway.port.js';
import { PayBidDepositHandler } from './pay-bid-deposit.handler.js';
import { parsePayBidDeposit, payBidDepositBody } from './pay-bid-deposit.request.js';
import { WalletDepositHandler } from './wallet-deposit.handler.js';

/** `credit/addBidDeposit` (spec 7): the buyer pays the lot's deposit from the deposit dialog. */
@Controller('credit')
export class PayBidDepositController {
  constructor(
    private readonly online: PayBidDepositHandler,
    private readonly wallet: WalletDepositHandler,
  ) {}

  @CommandRoute('addBidDeposit')
  @BodySchema(payBidDepositBody)
  async pay(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const request = parsePayBidDeposit(raw);
    const paying =
      request.method === 'wallet'
        ? this.wallet.execute(request, actor, request.commandId)
        : this.online.execute(request, actor, request.commandId);
    const paid = await paying.catch((e: unknown) => {
      throw e instanceof PaymentRefused ? rejected(e.message, 'deposit.payment-refused') : e;
    });
    const id = request.lotId;
    if (paid.kind === 'already-paid')
      return success<BidDepositAnswer>('Bid deposit already paid', {
        id,
        bid_deposit_id: null,
        revision: paid.revision,
      });
    return success<BidDepositAnswer>('Bid deposit paid', {
      id,
      bid_deposit_id: paid.bidDepositId,
      payment_reference: paid.reference,
      sandbox: paid.sandbox,
      revision: paid.revision,
    });
  }
}
