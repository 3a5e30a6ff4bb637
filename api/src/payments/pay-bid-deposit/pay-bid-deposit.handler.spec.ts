import type { PaymentJournal } from '../online-payments/payment-journal.js';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@facet/event-schemas';
import type { LotCommandBus, LotOutcome } from '../../lots/lot-bus/lot-command-bus.js';
import type { Clock } from '../../shared/clock/clock.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type {
  LedgerCommandBus,
  LedgerCommandInput,
} from '../../ledger/ledger-bus/ledger-command-bus.js';
import {
  type PaymentCharge,
  type PaymentGateway,
  PaymentRefused,
} from '../gateway/payment-gateway.port.js';
import { PayBidDepositHandler } from './pay-bid-deposit.handler.js';

const clock: Clock = { now: () => new Date('2026-03-01T10:00:00.000Z') };
const buyer = { id: 'buyer-1', role: 'buyer' as const };
const request = { lotId: 'lot-1', amount: 500_00, method: 'online' as const, note: 'Bid Deposit' };

class RecordingGateway implements PaymentGateway {
  readonly log: string[] = [];
  constructor(private readonly refuse = false) {}
  authorize(charge: PaymentCharge) {
    this.log.push(`authorize ${charge.purpose} ${charge.amount}`);
    if (this.refuse) return Promise.reject(new PaymentRefused('Card declined'));
    return Promise.resolve({ reference: 'ref-1', sandbox: true });
  }
  capture(reference: string) {
    this.log.push(`capture ${reference}`);
    return Promise.resolve();
  }
  release(reference: string) {
    this.log.push(`release ${reference}`);
    return Promise.resolve();
  }
  refund(refund: { reference: string }) {
    this.log.push(`refund ${refund.reference}`);
    return Promise.resolve();
  }
}

/** Records what the handler asks of the ledger: `<type> <amount> <key>`. */
class RecordingLedger {
  readonly log: string[] = [];
  send(input: LedgerCommandInput, _actor: unknown, key: string) {
    this.log.push(`${input.type} ${input.amount} ${key}`);
    return Promise.resolve({ events: [], revision: 0 });
  }
}
const ledgerOf = (l: RecordingLedger) => l as unknown as LedgerCommandBus;

const lotAnswering = (answer: () => Promise<Partial<LotOutcome>>) =>
  ({ send: () => answer() }) as unknown as LotCommandBus;
const recorded = { id: 'evt-1' } as RecordedEvent;

/** The write-ahead journal, kept in memory: what was started and refused. */
const journal = {
  started: () => Promise.resolve(),
  refused: () => Promise.resolve(),
} as unknown as PaymentJournal;

/** The handler over recording fakes, the lot answering the deposit with `lotAnswer`. */
function depositDesk(lotAnswer: () => Promise<Partial<LotOutcome>>, gatewayRefuses = false) {
  const gateway = new RecordingGateway(gatewayRefuses);
  const ledger = new RecordingLedger();
  const lots = lotAnswering(lotAnswer);
  const handler = new PayBidDepositHandler(lots, clock, gateway, ledgerOf(ledger), journal);
  return { gateway, ledger, handler };
}

describe('Paying a bid deposit', () => {
  it('holds the money, records it in the ledger and on the lot, then takes the money', async () => {
    const { gateway, ledger, handler } = depositDesk(() =>
      Promise.resolve({ events: [recorded], revision: 4 }),
    );
    const paid = await handler.execute(request, buyer, 'c1');
    expect(ledger.log).toEqual(['ReceiveDeposit 50000 online-deposit:buyer-1:c1']);
    expect(paid).toEqual({
      kind: 'paid',
      bidDepositId: 'evt-1',
      reference: 'ref-1',
      sandbox: true,
      revision: 4,
    });
    expect(gateway.log).toEqual(['authorize bid-deposit:lot-1 50000', 'capture ref-1']);
  });

  it('releases the hold and refunds the ledger entry when the lot refuses the deposit', async () => {
    const { gateway, ledger, handler } = depositDesk(() =>
      Promise.reject(new DomainRejection('lot.closed')),
    );
    await expect(handler.execute(request, buyer, 'c1')).rejects.toBeInstanceOf(DomainRejection);
    expect(gateway.log).toEqual(['authorize bid-deposit:lot-1 50000', 'release ref-1']);
    expect(ledger.log).toEqual([
      'ReceiveDeposit 50000 online-deposit:buyer-1:c1',
      'RefundDeposit 50000 online-deposit:buyer-1:c1:refund',
    ]);
  });

  it('takes nothing when the deposit was paid before', async () => {
    const { gateway, ledger, handler } = depositDesk(() =>
      Promise.resolve({ events: [], revision: 7 }),
    );
    const paid = await handler.execute(request, buyer);
    expect(paid).toEqual({ kind: 'already-paid', revision: 7 });
    expect(ledger.log.map((l) => l.split(' ')[0])).toEqual(['ReceiveDeposit', 'RefundDeposit']);
    expect(gateway.log).toEqual(['authorize bid-deposit:lot-1 50000', 'release ref-1']);
  });

  it('records nothing when the gateway refuses the payment', async () => {
    let sent = false;
    const { ledger, handler } = depositDesk(() => {
      sent = true;
      return Promise.resolve({ events: [recorded], revision: 0 });
    }, true);
    await expect(handler.execute(request, buyer)).rejects.toBeInstanceOf(PaymentRefused);
    expect(sent).toBe(false);
    expect(ledger.log).toEqual([]);
  });
});
