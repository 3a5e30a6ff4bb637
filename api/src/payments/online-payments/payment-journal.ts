import { Inject, Injectable } from '@nestjs/common';
import {
  type OnlinePaymentEvent,
  onlinePaymentStream,
  type RecordedEvent,
} from '@facet/event-schemas';
import { StreamRevisionConflict } from '@facet/event-store';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { newId } from '../../shared/ids/ids.js';

type Started = Extract<OnlinePaymentEvent, { type: 'OnlinePaymentStarted' }>['data'];
export type StartedPayment = Omit<Started, 'at'>;
export type { Started };

/**
 * The write-ahead record of online payments (stream `online-payment-<key>`): started before the
 * provider is asked, refused when it says no. What is started and neither refused nor in the
 * ledger under its key is what a crash left between the provider and the ledger: the reconciler
 * and the provider's webhook finish it by sending the same command again.
 */
@Injectable()
export class PaymentJournal {
  constructor(
    private readonly buses: CommandBuses,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Once per key: a retry of the same command finds it there and records nothing. */
  async started(payment: StartedPayment): Promise<void> {
    const at = this.clock.now().toISOString();
    const event = { type: 'OnlinePaymentStarted', data: { ...payment, at } } as const;
    await this.append(payment.key, event, 'no_stream');
  }

  async refused(key: string, message: string): Promise<void> {
    const at = this.clock.now().toISOString();
    const event = {
      type: 'OnlinePaymentRefused',
      data: { key, message: message.slice(0, 500), at },
    } as const;
    await this.append(key, event, 'any');
  }

  /** The payment started under `key`, unless it was refused. */
  async pending(key: string): Promise<Started | undefined> {
    const events = await this.buses.store.readStream(onlinePaymentStream(key));
    if (events.some((e: RecordedEvent) => e.type === 'OnlinePaymentRefused')) return undefined;
    const started = events.find((e: RecordedEvent) => e.type === 'OnlinePaymentStarted');
    return started ? (this.buses.toDomain<OnlinePaymentEvent>(started).data as Started) : undefined;
  }

  private async append(key: string, event: OnlinePaymentEvent, expected: 'no_stream' | 'any') {
    const at = event.data.at;
    try {
      await this.buses.recordOne(onlinePaymentStream(key), event, { id: newId(), at, expected });
    } catch (e) {
      if (!(e instanceof StreamRevisionConflict)) throw e;
    }
  }
}
