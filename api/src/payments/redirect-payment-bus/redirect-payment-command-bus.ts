import { Injectable } from '@nestjs/common';
import { type RedirectPaymentEvent, redirectPaymentsStream } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import { AggregateBus, CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import {
  type RedirectPaymentCommand,
  redirectPaymentDecider,
  type RedirectPaymentsState,
} from '../domain/redirect-payment.decider.js';

/** A payer's redirect payments (`redirect-payments-<payerId>`) on the generic bus. */
@Injectable()
export class RedirectPaymentCommandBus extends AggregateBus<
  RedirectPaymentCommand,
  RedirectPaymentsState,
  RedirectPaymentEvent,
  RedirectPaymentCommand
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: redirectPaymentDecider,
      stream: redirectPaymentsStream,
      cacheSize: 1_000,
      command: (input) => input,
      actorId: (actor: Actor) => actor.id,
    });
  }
}
