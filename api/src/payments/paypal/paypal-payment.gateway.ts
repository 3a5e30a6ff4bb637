import {
  CheckoutPaymentIntent,
  type Client,
  OrdersController,
  PaymentsController,
} from '@paypal/paypal-server-sdk';
import {
  type PaymentCharge,
  type PaymentGateway,
  type PaymentHold,
  type PaymentRefund,
  PaymentRefused,
} from '../gateway/payment-gateway.port.js';
import { callPayPal } from './paypal-errors.js';
import { centsToDecimalString as dollars } from '../../shared/money/index.js';

const cents = (value: string | undefined) => Math.round(Number(value ?? 'NaN') * 100);

/** An order the payer is to approve on PayPal's page. */
export interface PayPalOrder {
  orderId: string;
  /** Where the payer approves it (PayPal's `payer-action` link). */
  approveLink: string;
}

/**
 * PayPal behind the payments port, on its official server SDK. The payer approves an order
 * (intent AUTHORIZE) on PayPal's page; `authorize` then authorizes that approved order (the
 * charge's payment method is the order id), checking PayPal holds exactly this charge: the amount
 * and the purpose the order was created for. Capture takes the authorization, release voids it,
 * refund gives back part or all of its capture. The reference is `paypal:<orderId>/<authorizationId>`
 * (its prefix sends a later refund here).
 * Every write carries a PayPal-Request-Id, so a retried command has its effect once.
 */
export class PayPalPaymentGateway implements PaymentGateway {
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;

  constructor(
    client: Client,
    private readonly currency: string,
  ) {
    this.orders = new OrdersController(client);
    this.payments = new PaymentsController(client);
  }

  /** The order the payer approves; PayPal sends them back to `returnUrl` with `?token=<orderId>`. */
  async createOrder(
    charge: PaymentCharge,
    urls: { returnUrl: string; cancelUrl: string },
  ): Promise<PayPalOrder> {
    const { result } = await callPayPal(() =>
      this.orders.createOrder({
        paypalRequestId: charge.key && `order:${charge.key}`,
        body: {
          intent: CheckoutPaymentIntent.Authorize,
          purchaseUnits: [
            {
              customId: charge.purpose.slice(0, 127),
              description: charge.note.slice(0, 127),
              amount: { currencyCode: this.currency, value: dollars(charge.amount) },
            },
          ],
          paymentSource: { paypal: { experienceContext: urls } },
        },
      }),
    );
    const link = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!result.id || !link) throw new Error('PayPal answered an order without an approval link');
    return { orderId: result.id, approveLink: link.href };
  }

  async authorize(charge: PaymentCharge): Promise<PaymentHold> {
    if (charge.method === 'wallet') throw new PaymentRefused('Insufficient wallet balance');
    const orderId = charge.paymentMethodId;
    if (!orderId) throw new PaymentRefused('Approve the payment on PayPal first');
    const { result } = await callPayPal(() =>
      this.orders.authorizeOrder({
        id: orderId,
        paypalRequestId: `authorize:${charge.key ?? orderId}`,
        prefer: 'return=representation',
      }),
    );
    const auth = result.purchaseUnits?.[0]?.payments?.authorizations?.[0];
    if (!auth?.id) throw new PaymentRefused('PayPal did not authorize the payment');
    const reference = `${PAYPAL}${orderId}/${auth.id}`;
    if (auth.status !== 'CREATED' && auth.status !== 'CAPTURED') {
      throw new PaymentRefused(
        `PayPal did not authorize the payment (${auth.status ?? 'no status'})`,
      );
    }
    // An order approved for another amount or another invoice holds money, but not for this.
    const sameCharge =
      cents(auth.amount?.value) === charge.amount &&
      auth.amount?.currencyCode === this.currency &&
      (auth.customId === undefined || auth.customId === charge.purpose.slice(0, 127));
    if (!sameCharge) {
      await this.release(reference);
      throw new PaymentRefused('The payment approved on PayPal is not for this amount');
    }
    return { reference, sandbox: false };
  }

  async capture(reference: string): Promise<void> {
    await callPayPal(() =>
      this.payments.captureAuthorizedPayment({
        authorizationId: authorizationOf(reference),
        paypalRequestId: `capture:${reference}`,
        body: { finalCapture: true },
      }),
    );
  }

  async release(reference: string): Promise<void> {
    await callPayPal(() =>
      this.payments.voidPayment({
        authorizationId: authorizationOf(reference),
        paypalRequestId: `release:${reference}`,
      }),
    );
  }

  async refund(refund: PaymentRefund): Promise<void> {
    const orderId = parts(refund.reference).orderId;
    const { result } = await callPayPal(() => this.orders.getOrder({ id: orderId }));
    const captureId = result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id;
    if (!captureId) throw new PaymentRefused('Nothing was taken on PayPal for this payment');
    await callPayPal(() =>
      this.payments.refundCapturedPayment({
        captureId,
        paypalRequestId: `refund:${refund.key}`,
        body: { amount: { currencyCode: this.currency, value: dollars(refund.amount) } },
      }),
    );
  }
}

/** What our references start with: a refund of an invoice paid with PayPal comes back here. */
export const PAYPAL = 'paypal:';

const parts = (reference: string) => {
  const [orderId = '', authorizationId = ''] = reference.slice(PAYPAL.length).split('/');
  return { orderId, authorizationId };
};
const authorizationOf = (reference: string): string => parts(reference).authorizationId;
