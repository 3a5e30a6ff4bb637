import { reorderDynamicFields } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { fieldsOf } from '../domain/index.js';
import {
  DynamicFieldsCommandBus,
  MARKETPLACE_FIELDS,
} from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

/** `dynamic/propertyColumnReOrder` `{ view_page, ids }`: the page's fields in their new order. */
@CommandController('admin')
export class ReorderDynamicFieldsController {
  constructor(private readonly fields: DynamicFieldsCommandBus) {}

  @CommandRoute(reorderDynamicFields)
  async reorder(@Call() { body: { view_page, ids }, actor }: Call<typeof reorderDynamicFields>) {
    const command = { type: 'ReorderDynamicFields' as const, view_page, fieldIds: ids };
    const { state } = await this.fields.sendNow(MARKETPLACE_FIELDS, command, actor);
    return success('Order saved', { records: fieldsOf(state, view_page) });
  }
}
