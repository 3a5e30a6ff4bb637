import { type BidDepositAnswer, payBidDeposit } from '@facet/event-schemas';
import { rejected } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { CustomerOfUser } from '../payment-customers/customer-of-user.js';
import { PaymentRefused } from '../gateway/payment-gateway.port.js';
import { type PaidBidDeposit, PayBidDepositHandler } from './pay-bid-deposit.handler.js';
import { WalletDepositHandler } from './wallet-deposit.handler.js';

const answerOf = (id: string, paid: PaidBidDeposit): BidDepositAnswer =>
  paid.kind === 'already-paid'
    ? { id, bid_deposit_id: null, revision: paid.revision }
    : {
        id,
        bid_deposit_id: paid.bidDepositId,
        payment_reference: paid.reference,
        sandbox: paid.sandbox,
        revision: paid.revision,
      };

/** `credit/addBidDeposit` (spec 7): the buyer pays the lot's deposit from the deposit dialog. */
@CommandController()
export class PayBidDepositController {
  constructor(
    private readonly customers: CustomerOfUser,
    private readonly online: PayBidDepositHandler,
    private readonly wallet: WalletDepositHandler,
  ) {}

  @CommandRoute(payBidDeposit)
  async pay(@Call() { body, actor }: Call<typeof payBidDeposit>) {
    const { product_id: lotId, amount, pay_type: method, credit_notes: note, commandId } = body;
    const card = await this.customers.payingCard(actor, body.payment_method);
    const request = { lotId, amount, method, note, ...card };
    const handler = method === 'wallet' ? this.wallet : this.online;
    const paid = await handler.execute(request, actor, commandId).catch((e: unknown) => {
      throw e instanceof PaymentRefused ? rejected(e.message, 'deposit.payment-refused') : e;
    });
    const done = paid.kind === 'already-paid' ? 'Bid deposit already paid' : 'Bid deposit paid';
    return success(done, answerOf(lotId, paid));
  }
}
