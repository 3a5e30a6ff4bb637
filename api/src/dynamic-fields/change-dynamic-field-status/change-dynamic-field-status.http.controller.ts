import { changeDynamicFieldStatus } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import {
  DynamicFieldsCommandBus,
  MARKETPLACE_FIELDS,
} from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

/** `dynamic/propertyColumnStatusAction` `{ id, active: 1 | 2 }`: show or hide a field (admin). */
@CommandController('admin')
export class ChangeDynamicFieldStatusController {
  constructor(private readonly fields: DynamicFieldsCommandBus) {}

  @CommandRoute(changeDynamicFieldStatus)
  async change(@Call() { body: { id, active }, actor }: Call<typeof changeDynamicFieldStatus>) {
    const command = { type: 'ChangeDynamicFieldStatus' as const, fieldId: id, active };
    await this.fields.sendNow(MARKETPLACE_FIELDS, command, actor);
    return success('Status updated successfully', { id, active });
  }
}
