import authorizeNet from 'authorizenet';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { centsToDecimalString as dollars } from '../../shared/money/index.js';
import {
  type PaymentCharge,
  type PaymentGateway,
  type PaymentHold,
  type PaymentRefund,
  PaymentRefused,
} from '../gateway/payment-gateway.port.js';
import type { AuthorizeNetSettings } from './authorize-net-settings.js';

// A CommonJS package: Node's ESM loader sees only `default` (and APIContracts) as named exports.
const { APIContracts, APIControllers } = authorizeNet;

/** The documented createTransaction answer, as far as it is read here. */
interface TransactionAnswer {
  transactionResponse?: {
    responseCode?: string;
    transId?: string;
    accountNumber?: string;
    errors?: { errorCode: string; errorText: string }[];
  };
  messages?: { resultCode: 'Ok' | 'Error'; message: { code: string; text: string }[] };
}

const APPROVED = '1';
/** The SDK never calls back when the request itself fails: its error is looked for meanwhile. */
const POLL_MS = 25;
const TIMEOUT_MS = 20_000;

/**
 * Authorize.Net behind the payments port, on its official SDK: authorize is an authOnlyTransaction
 * with Accept.js's opaque data (the payer's card never reaches us), capture a
 * priorAuthCaptureTransaction, release a voidTransaction, refund a refundTransaction. The
 * reference is `authorize-net:<transId>/<masked card number>` (a refund must name the card's last
 * four digits; the prefix sends a later refund here).
 */
export class AuthorizeNetPaymentGateway implements PaymentGateway {
  constructor(private readonly settings: AuthorizeNetSettings) {}

  async authorize(charge: PaymentCharge): Promise<PaymentHold> {
    if (!charge.paymentMethodId) throw new PaymentRefused('Enter your card to pay with');
    const opaque = new APIContracts.OpaqueDataType();
    opaque.setDataDescriptor('COMMON.ACCEPT.INAPP.PAYMENT');
    opaque.setDataValue(charge.paymentMethodId);
    const payment = new APIContracts.PaymentType();
    payment.setOpaqueData(opaque);
    const answer = await this.transact(
      {
        type: APIContracts.TransactionTypeEnum.AUTHONLYTRANSACTION,
        amount: charge.amount,
        payment,
      },
      charge.key,
    );
    const { transId, accountNumber } = answer.transactionResponse ?? {};
    return { reference: `${AUTHORIZE_NET}${transId}/${accountNumber ?? ''}`, sandbox: false };
  }

  async capture(reference: string): Promise<void> {
    await this.transact({
      type: APIContracts.TransactionTypeEnum.PRIORAUTHCAPTURETRANSACTION,
      refTransId: transactionOf(reference),
    });
  }

  async release(reference: string): Promise<void> {
    await this.transact({
      type: APIContracts.TransactionTypeEnum.VOIDTRANSACTION,
      refTransId: transactionOf(reference),
    });
  }

  async refund(refund: PaymentRefund): Promise<void> {
    // A refund names the card by its last four digits (the masked number the charge answered).
    const card = new APIContracts.CreditCardType();
    card.setCardNumber(parts(refund.reference).card.slice(-4));
    card.setExpirationDate('XXXX');
    const payment = new APIContracts.PaymentType();
    payment.setCreditCard(card);
    await this.transact(
      {
        type: APIContracts.TransactionTypeEnum.REFUNDTRANSACTION,
        amount: refund.amount,
        payment,
        refTransId: transactionOf(refund.reference),
      },
      refund.key,
    );
  }

  /** One createTransactionRequest; a decline is a refusal with Authorize.Net's own words. */
  private async transact(
    t: { type: string; amount?: number; payment?: unknown; refTransId?: string },
    key?: string,
  ): Promise<TransactionAnswer> {
    const merchant = new APIContracts.MerchantAuthenticationType();
    merchant.setName(this.settings.apiLoginId);
    merchant.setTransactionKey(this.settings.transactionKey);
    const tx = new APIContracts.TransactionRequestType();
    tx.setTransactionType(t.type);
    if (t.amount !== undefined) tx.setAmount(dollars(t.amount));
    if (t.payment) tx.setPayment(t.payment);
    if (t.refTransId) tx.setRefTransId(t.refTransId);
    const request = new APIContracts.CreateTransactionRequest();
    request.setMerchantAuthentication(merchant);
    // refId (20 characters at most) is echoed back: the command's key, shortened, for the logs.
    if (key) request.setRefId(key.slice(-20));
    request.setTransactionRequest(tx);
    const answer = await this.post(request.getJSON());
    const tr = answer.transactionResponse;
    if (answer.messages?.resultCode === 'Ok' && tr?.responseCode === APPROVED) return answer;
    const reason = tr?.errors?.[0]?.errorText ?? answer.messages?.message?.[0]?.text;
    if (tr?.responseCode) throw new PaymentRefused(reason ?? 'Your card was declined.');
    // No transaction answer: our credentials or request were refused, not the payer.
    throw new Error(`Authorize.Net refused the request: ${reason ?? 'no message'}`);
  }

  private post(request: object): Promise<TransactionAnswer> {
    const ctrl = new APIControllers.CreateTransactionController(request, SDK_CONFIG);
    ctrl.setEnvironment(this.settings.endpoint);
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const unavailable = () =>
        new HttpProblem(503, 'payment.provider-unavailable', 'Payment provider unavailable');
      const watch = setInterval(() => {
        if (ctrl.getError() || Date.now() - started > TIMEOUT_MS) {
          clearInterval(watch);
          reject(unavailable());
        }
      }, POLL_MS);
      ctrl.execute(() => {
        clearInterval(watch);
        resolve(ctrl.getResponse() as TransactionAnswer);
      });
    });
  }
}

/** The SDK's defaults but for its file log (off) and a timeout the payer can wait for. */
const SDK_CONFIG = {
  timeout: TIMEOUT_MS,
  clientId: 'facet',
  logger: { enabled: false, location: './', level: 'error' },
  proxy: { setProxy: false, proxyUrl: '' },
};

/** What our references start with: a refund of an invoice paid here comes back here. */
export const AUTHORIZE_NET = 'authorize-net:';

const parts = (reference: string) => {
  const [transId = '', card = ''] = reference.slice(AUTHORIZE_NET.length).split('/');
  return { transId, card };
};
const transactionOf = (reference: string): string => parts(reference).transId;
