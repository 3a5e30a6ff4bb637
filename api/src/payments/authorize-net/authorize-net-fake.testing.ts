import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The opaque data value the fake declines, as the sandbox declines its test amounts. */
export const DECLINED_NONCE = 'decline-me';
export const DECLINE_TEXT = 'This transaction has been declined.';

export interface FakeTransaction {
  transId: string;
  type: string;
  amount?: string;
  refTransId?: string;
  state: 'authorized' | 'captured' | 'voided' | 'refund';
}

const body = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return JSON.parse(text.replace(/^\uFEFF/, '')) as {
    createTransactionRequest: {
      merchantAuthentication: { name: string; transactionKey: string };
      refId?: string;
      transactionRequest: {
        transactionType: string;
        amount?: string;
        refTransId?: string;
        payment?: { opaqueData?: { dataValue: string }; creditCard?: { cardNumber: string } };
      };
    };
  };
};

const ok = (refId: string | undefined, transactionResponse: object) => ({
  transactionResponse,
  refId,
  messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
});
const failed = (refId: string | undefined, code: string, text: string, tr?: object) => ({
  ...(tr && { transactionResponse: tr }),
  refId,
  messages: { resultCode: 'Error', message: [{ code, text }] },
});

/**
 * A local stand-in for Authorize.Net's JSON API (POST /xml/v1/request.api, createTransactionRequest),
 * only the transactions the adapter makes, in the documented shapes: an approval is
 * responseCode 1 with a transId, a decline responseCode 2 with errorText, bad credentials
 * E00007 with no transaction answer. Refund checks the card's last four digits, as the API does.
 */
export async function startAuthorizeNetFake(login = 'facet-login', key = 'facet-key') {
  const transactions = new Map<string, FakeTransaction>();
  let next = 60_000_000;
  const server = createServer((req, res) => {
    void body(req).then((all) => {
      const {
        merchantAuthentication: auth,
        refId,
        transactionRequest: t,
      } = all.createTransactionRequest;
      const send = (o: object) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(o));
      if (auth.name !== login || auth.transactionKey !== key)
        return send(
          failed(
            refId,
            'E00007',
            'User authentication failed due to invalid authentication values.',
          ),
        );
      const prior = t.refTransId ? transactions.get(t.refTransId) : undefined;
      const transId = String(next++);
      const approve = (state: FakeTransaction['state'], extra: object = {}) => {
        transactions.set(transId, {
          transId,
          type: t.transactionType,
          amount: t.amount,
          refTransId: t.refTransId,
          state,
        });
        send(
          ok(refId, {
            responseCode: '1',
            authCode: 'FAKE01',
            transId,
            accountNumber: 'XXXX1111',
            accountType: 'Visa',
            messages: [{ code: '1', description: 'This transaction has been approved.' }],
            ...extra,
          }),
        );
      };
      const refuse = (errorText: string) =>
        send(
          failed(refId, 'E00027', 'The transaction was unsuccessful.', {
            responseCode: '3',
            transId: '0',
            errors: [{ errorCode: '33', errorText }],
          }),
        );
      switch (t.transactionType) {
        case 'authOnlyTransaction':
          if (t.payment?.opaqueData?.dataValue === DECLINED_NONCE)
            return send(
              failed(refId, 'E00027', 'The transaction was unsuccessful.', {
                responseCode: '2',
                transId: '0',
                accountNumber: 'XXXX0002',
                errors: [{ errorCode: '2', errorText: DECLINE_TEXT }],
              }),
            );
          return approve('authorized');
        case 'priorAuthCaptureTransaction':
          if (prior?.state !== 'authorized') return refuse('The transaction cannot be found.');
          prior.state = 'captured';
          return approve('captured');
        case 'voidTransaction':
          if (prior?.state !== 'authorized') return refuse('The transaction cannot be found.');
          prior.state = 'voided';
          return approve('voided');
        case 'refundTransaction':
          if (prior?.state !== 'captured' || t.payment?.creditCard?.cardNumber !== '1111')
            return refuse(
              'The referenced transaction does not meet the criteria for issuing a credit.',
            );
          return approve('refund');
        default:
          return refuse(`Unsupported transactionType ${t.transactionType}`);
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/xml/v1/request.api`,
    transactions,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
