import { Injectable } from '@nestjs/common';
import {
  type DynamicFieldEvent,
  type DynamicFieldRecord,
  dynamicFieldsStream,
} from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  dynamicFieldsDecider,
  type DynamicFieldsCommand,
  type DynamicFieldsState,
  fieldsOf,
} from '../domain/index.js';

export type DynamicFieldsCommandInput = CommandInput<DynamicFieldsCommand>;

/** The id of the one dynamic-fields stream (`dynamic-fields-marketplace`). */
export const MARKETPLACE_FIELDS = 'marketplace';

/** The admin's dynamic field definitions on the generic bus. */
@Injectable()
export class DynamicFieldsCommandBus extends AggregateBus<
  DynamicFieldsCommand,
  DynamicFieldsState,
  DynamicFieldEvent,
  DynamicFieldsCommandInput
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: dynamicFieldsDecider,
      stream: dynamicFieldsStream,
      cacheSize: 2,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as DynamicFieldsCommand,
      actorId: (actor) => actor.id,
    });
  }

  /** Read fresh from the store: an admin on another node may just have added a field. */
  current(): Promise<DynamicFieldsState> {
    return this.load(MARKETPLACE_FIELDS);
  }

  /** The active fields of one view_page, in order: what forms and pages show. */
  async activeFields(viewPage: DynamicFieldRecord['view_page']): Promise<DynamicFieldRecord[]> {
    return fieldsOf(await this.current(), viewPage).filter((f) => f.active === 1);
  }
}
