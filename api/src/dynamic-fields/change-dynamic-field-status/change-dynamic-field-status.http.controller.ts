import { Controller } from '@nestjs/common';
import { changeDynamicFieldStatus, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import {
  DynamicFieldsCommandBus,
  MARKETPLACE_FIELDS,
} from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

/** `dynamic/propertyColumnStatusAction` `{ id, active: 1 | 2 }`: show or hide a field (admin). */
@Controller()
export class ChangeDynamicFieldStatusController {
  constructor(private readonly fields: DynamicFieldsCommandBus) {}

  @Roles('admin')
  @CommandRoute(changeDynamicFieldStatus)
  async change(
    @ValidBody() { id, active }: RequestOf<typeof changeDynamicFieldStatus>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof changeDynamicFieldStatus>> {
    const command = { type: 'ChangeDynamicFieldStatus' as const, fieldId: id, active };
    await this.fields.sendNow(MARKETPLACE_FIELDS, command, actor);
    return success('Status updated successfully', { id, active });
  }
}
