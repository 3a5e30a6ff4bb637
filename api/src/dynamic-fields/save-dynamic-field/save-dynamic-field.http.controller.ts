import { Inject } from '@nestjs/common';
import { saveDynamicField } from '@facet/event-schemas';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { savedId, savedMessage } from '../../shared/http/save-action.js';
import { fieldsOf } from '../domain/index.js';
import {
  DynamicFieldsCommandBus,
  MARKETPLACE_FIELDS,
} from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

/** `dynamic/propertyColumnAction`: add or edit one dynamic field (admin). */
@CommandController('admin')
export class SaveDynamicFieldController {
  constructor(
    private readonly fields: DynamicFieldsCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute(saveDynamicField)
  async save(@Call() { body: r, actor }: Call<typeof saveDynamicField>) {
    const { action, view_page, label, field_type, options, is_required } = r;
    const fieldId = savedId(r);
    const definition = { fieldId, action, view_page, label, field_type, options, is_required };
    const command = { type: 'SaveDynamicField' as const, ...definition };
    const at = this.clock.now();
    const { state } = await this.fields.send(MARKETPLACE_FIELDS, command, actor, at, r.commandId);
    const records = fieldsOf(state, view_page);
    return success(savedMessage('Field', r), { id: fieldId, records });
  }
}
