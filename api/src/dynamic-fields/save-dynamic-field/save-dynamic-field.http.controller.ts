import { Controller, Inject } from '@nestjs/common';
import { type RequestOf, saveDynamicField } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { savedId, savedMessage } from '../../shared/http/save-action.js';
import { fieldsOf } from '../domain/index.js';
import {
  DynamicFieldsCommandBus,
  MARKETPLACE_FIELDS,
} from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

/** `dynamic/propertyColumnAction`: add or edit one dynamic field (admin). */
@Controller()
export class SaveDynamicFieldController {
  constructor(
    private readonly fields: DynamicFieldsCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute(saveDynamicField)
  async save(
    @ValidBody() r: RequestOf<typeof saveDynamicField>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof saveDynamicField>> {
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
