import { describe, expect, it } from 'vitest';
import type { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Mailer, MailMessage } from '../../mail/mailer.port.js';
import type { UserDirectory } from '../../shared/auth/actor.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type {
  LedgerCommandBus,
  LedgerCommandInput,
} from '../../ledger/ledger-bus/ledger-command-bus.js';
import { initialState } from '../../ledger/domain/index.js';
import type { PaymentGateway } from '../gateway/payment-gateway.port.js';
import { ReleaseDepositHandler } from './release-deposit.handler.js';

/** A ledger holding `held` cents for lot-1; it logs what it is asked and may refuse as taken. */
function world(held: number, opts: { takenBefore?: boolean; repeat?: boolean } = {}) {
  const log: string[] = [];
  const ledger = {
    load: () => Promise.resolve({ ...initialState(), heldByLot: { 'lot-1': held } }),
    send: (input: LedgerCommandInput, _actor: unknown, key: string) => {
      log.push(`${input.type} ${input.amount} ${key}`);
      if (opts.takenBefore) return Promise.reject(new DomainRejection('deposit.not-held'));
      return Promise.resolve({ events: opts.repeat ? [] : [{}], revision: 1 });
    },
  } as unknown as LedgerCommandBus;
  const lots = {
    load: () => Promise.resolve({ details: { title: 'Emerald' } }),
  } as unknown as LotCommandBus;
  const gateway = {
    refund: (r: { reference: string; amount: number; key: string }) => {
      log.push(`gateway refund ${r.reference} ${r.amount} ${r.key}`);
      return Promise.resolve();
    },
  } as unknown as PaymentGateway;
  const mails: MailMessage[] = [];
  const mailer = {
    send: (m: MailMessage) => {
      mails.push(m);
      return Promise.resolve({ ...m, id: 'm', from: 'f', at: 'a', transport: 'outbox' });
    },
  } as Mailer;
  const users = { byId: () => ({ email: 'c@x.test' }) } as unknown as UserDirectory;
  const handler = new ReleaseDepositHandler(ledger, lots, gateway, mailer, users);
  return { handler, log, mails };
}

const KEY = 'release-deposit:lot-1:buyer-c';

describe('Giving back a closed lot’s deposit', () => {
  describe('when buyer C holds $50 for the lot, paid from the wallet', () => {
    it('releases all of it to the wallet, keyed by lot and buyer, and tells C', async () => {
      const { handler, log, mails } = world(50_00);
      const given = await handler.release({ lotId: 'lot-1', buyerId: 'buyer-c', method: 'wallet' });
      expect(given).toBe(50_00);
      expect(log).toEqual([`ReleaseDeposit 5000 ${KEY}`]);
      expect(mails.map((m) => m.subject)).toEqual(['Your deposit for Emerald was released']);
    });
  });

  describe('when C paid online', () => {
    it('refunds through the gateway first, then records the refund, both with one key', async () => {
      const { handler, log } = world(50_00);
      await handler.release({
        lotId: 'lot-1',
        buyerId: 'buyer-c',
        method: 'online',
        reference: 'sandbox-9',
      });
      expect(log).toEqual([`gateway refund sandbox-9 5000 ${KEY}`, `RefundDeposit 5000 ${KEY}`]);
    });
  });

  it('moves nothing and tells no one when nothing is held any more', async () => {
    const { handler, log, mails } = world(0);
    expect(await handler.release({ lotId: 'lot-1', buyerId: 'buyer-c', method: 'wallet' })).toBe(0);
    expect([log, mails]).toEqual([[], []]);
  });

  it('takes a release the payment saga made first as done, and tells no one twice', async () => {
    const { handler, mails } = world(50_00, { takenBefore: true });
    expect(await handler.release({ lotId: 'lot-1', buyerId: 'buyer-c', method: 'wallet' })).toBe(0);
    expect(mails).toEqual([]);
  });
});
