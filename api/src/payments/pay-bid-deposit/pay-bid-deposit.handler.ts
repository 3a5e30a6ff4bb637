import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { type Actor, systemActor } from '../../shared/domain/actor.js';
import { newId } from '../../shared/ids/ids.js';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
  type PaymentMethod,
  PaymentRefused,
} from '../gateway/payment-gateway.port.js';
import { PaymentJournal } from '../online-payments/payment-journal.js';
import { recordBidDeposit } from './record-bid-deposit.js';
import { unlessReleased } from '../../ledger/ledger-bus/unless-released.js';

export interface PayBidDepositRequest {
  lotId: string;
  /** Integer cents. */
  amount: number;
  method: PaymentMethod;
  note: string;
  /** A saved card or the provider form's token (online only); none for the sandbox. */
  paymentMethodId?: string;
  customerId?: string;
}

export type PaidBidDeposit =
  | { kind: 'already-paid'; revision: number }
  | { kind: 'paid'; bidDepositId: string; reference: string; sandbox: boolean; revision: number };

/**
 * The online deposit saga (spec 7): the money is held by the gateway and recorded in the ledger
 * as a deposit held for the lot (ReceiveDeposit, by the system: only the house says money
 * arrived), then recorded on the lot, and only then taken. The ledger entry comes before the
 * lot's record, as a wallet deposit's does, so every deposit a lot holds is in the log before
 * the lot can close: the close releases it. A refusal by the lot (closed, already paid) refunds
 * the entry and releases the hold, so no payment is ever taken for nothing. Every step is keyed
 * by the client's command id. A gateway's refusal (`PaymentRefused`) reaches the caller untouched.
 */
@Injectable()
export class PayBidDepositHandler {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    private readonly ledger: LedgerCommandBus,
    private readonly journal: PaymentJournal,
  ) {}

  async execute(
    request: PayBidDepositRequest,
    actor: Actor,
    commandId: string = newId(),
  ): Promise<PaidBidDeposit> {
    const { lotId, amount, method, note, paymentMethodId, customerId } = request;
    // Keys carry the payer: the system records entries for everyone on their own ledgers.
    const key = `online-deposit:${actor.id}:${commandId}`;
    const card = {
      ...(paymentMethodId && { paymentMethodId }),
      ...(paymentMethodId && customerId && { customerId }),
    };
    // Written before the provider is asked: a crash after its answer is found and settled.
    await this.journal.started({
      key,
      purpose: 'bid-deposit',
      targetId: lotId,
      commandId,
      payer: { id: actor.id, role: actor.role },
      amount,
      note: note.slice(0, 300),
      ...card,
    });
    const charge = { payerId: actor.id, amount, method, purpose: `bid-deposit:${lotId}`, note };
    const hold = await this.payments
      .authorize({ ...charge, ...card, key })
      .catch(async (e: unknown) => {
        if (e instanceof PaymentRefused) await this.journal.refused(key, e.message);
        throw e;
      });
    const received = await this.ledger
      .send(
        {
          type: 'ReceiveDeposit',
          buyerId: actor.id,
          lotId,
          amount,
          note,
          reference: hold.reference,
        },
        systemActor,
        key,
      )
      .catch(async (e: unknown) => {
        await this.payments.release(hold.reference);
        throw e;
      });
    // A retry finds the first attempt's entry: its payment is the deposit, this hold is not.
    const reference = referenceOf(received.events[0]) ?? hold.reference;
    if (reference !== hold.reference) await this.payments.release(hold.reference);
    const money = { buyerId: actor.id, lotId, amount, reference };
    const giveBack = async () => {
      await this.payments.release(reference);
      await unlessReleased(() =>
        this.ledger.send(
          { type: 'RefundDeposit', ...money, note: `Refunded - ${note}`.slice(0, 300) },
          systemActor,
          `${key}:refund`,
        ),
      );
    };
    const deposit = { lotId, amount, at: this.clock.now(), commandId };
    const lot = await recordBidDeposit(this.lots, deposit, actor, giveBack);
    // Paid before: nothing recorded now, so nothing is taken.
    if (lot.kind === 'already-paid') return lot;
    await this.payments.capture(reference);
    return { ...lot, kind: 'paid', reference, sandbox: hold.sandbox };
  }
}

const referenceOf = (entry: RecordedEvent | undefined): string | undefined =>
  (entry?.data as { reference?: string } | undefined)?.reference;
