import { Injectable } from '@nestjs/common';
import { type BuyerCompanyEvent, buyerCompaniesStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../shared/event-sourcing/command-buses.js';
import {
  buyerCompaniesDecider,
  type BuyerCompaniesState,
  type BuyerCompanyCommand,
} from './domain/index.js';

/** The one register of buyer companies (`buyer-companies-register`). */
@Injectable()
export class BuyerCompaniesBus extends AggregateBus<
  BuyerCompanyCommand,
  BuyerCompaniesState,
  BuyerCompanyEvent,
  CommandInput<BuyerCompanyCommand>
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: buyerCompaniesDecider,
      stream: buyerCompaniesStream,
      cacheSize: 1,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as BuyerCompanyCommand,
      actorId: (actor) => actor.id,
    });
  }
}
