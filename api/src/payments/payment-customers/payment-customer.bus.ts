import { Injectable } from '@nestjs/common';
import { type PaymentCustomerEvent, paymentCustomerStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  type PaymentCustomerCommand,
  paymentCustomerDecider,
  type PaymentCustomerState,
} from '../domain/payment-customer.decider.js';

/** The offline card and bank service's streams (`payment-customer-<userId>`) on the generic bus. */
@Injectable()
export class PaymentCustomerBus extends AggregateBus<
  PaymentCustomerCommand,
  PaymentCustomerState,
  PaymentCustomerEvent,
  CommandInput<PaymentCustomerCommand, 'at'>,
  string
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: paymentCustomerDecider,
      stream: paymentCustomerStream,
      cacheSize: 1_000,
      command: (input, at) => ({ ...input, at }) as PaymentCustomerCommand,
      actorId: (userId) => userId,
    });
  }
}
