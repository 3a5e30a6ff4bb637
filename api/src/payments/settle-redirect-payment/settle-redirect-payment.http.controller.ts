import {
  cashfreeResponse,
  paytmResponse,
  type RedirectProvider,
  type RequestOf,
  rosoomResponse,
} from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute, type Reply } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { redirectPaymentRecord } from '../pending-redirect-payments/redirect-payment.record.js';
import { SettleRedirectPaymentHandler } from './settle-redirect-payment.handler.js';

type Body = RequestOf<typeof rosoomResponse>;

/**
 * `payment/rosoom_response`, `paymentThird/paytm/paytm_response`, `.../cashfree_response`: the
 * gateway's signed answer. Public: the signature, not a session, says who may settle a payment.
 */
@CommandController()
@Public()
export class SettleRedirectPaymentController {
  constructor(private readonly handler: SettleRedirectPaymentHandler) {}

  @CommandRoute(rosoomResponse)
  rosoom(@Call() { body }: Call<typeof rosoomResponse>) {
    return this.settle('rosoom', body);
  }

  @CommandRoute(paytmResponse)
  paytm(@Call() { body }: Call<typeof paytmResponse>) {
    return this.settle('paytm', body);
  }

  @CommandRoute(cashfreeResponse)
  cashfree(@Call() { body }: Call<typeof cashfreeResponse>) {
    return this.settle('cashfree', body);
  }

  private async settle(
    provider: RedirectProvider,
    body: Body,
  ): Promise<Reply<typeof rosoomResponse>> {
    const { signature, ...answer } = body;
    const { payment, creditedToWallet } = await this.handler.execute(provider, answer, signature);
    const message =
      payment.status === 'cancelled'
        ? 'Payment cancelled'
        : creditedToWallet
          ? 'Payment received and credited to your wallet'
          : 'Payment received';
    return success(message, {
      ...redirectPaymentRecord(payment),
      credited_to_wallet: creditedToWallet,
      sandbox: payment.sandbox,
    });
  }
}
