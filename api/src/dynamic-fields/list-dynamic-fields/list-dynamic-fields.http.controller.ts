import {
  listActiveFields,
  listActiveFieldsInCommon,
  listDynamicFields,
} from '@facet/event-schemas';
import { Public, Roles } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { fieldsOf } from '../domain/index.js';
import { DynamicFieldsCommandBus } from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

/** A form's dynamic fields: the active ones for anyone, every one (inactive too) for the admin. */
@CommandController()
export class ListDynamicFieldsController {
  constructor(private readonly fields: DynamicFieldsCommandBus) {}

  /** `dynamic/getAllDynamicArray` `{ view_page }` -> `{ records }`: active fields only (active 2 hidden). */
  @Public()
  @CommandRoute([listActiveFields, listActiveFieldsInCommon])
  async active(@Call() { body: { view_page } }: Call<typeof listActiveFields>) {
    const records = await this.fields.activeFields(view_page);
    return success('Fields', { records, totalRecords: records.length });
  }

  /** `dynamic/propertyColumns` `{ view_page }`: the admin's list, inactive fields included. */
  @Roles('admin')
  @CommandRoute(listDynamicFields)
  async all(@Call() { body: { view_page } }: Call<typeof listDynamicFields>) {
    const records = fieldsOf(await this.fields.current(), view_page);
    return success('Fields', { records, totalRecords: records.length });
  }
}
