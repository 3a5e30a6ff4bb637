import { Controller } from '@nestjs/common';
import { type RequestOf, reorderDynamicFields } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { fieldsOf } from '../domain/index.js';
import {
  DynamicFieldsCommandBus,
  MARKETPLACE_FIELDS,
} from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

/** `dynamic/propertyColumnReOrder` `{ view_page, ids }`: the page's fields in their new order. */
@Controller()
export class ReorderDynamicFieldsController {
  constructor(private readonly fields: DynamicFieldsCommandBus) {}

  @Roles('admin')
  @CommandRoute(reorderDynamicFields)
  async reorder(
    @ValidBody() { view_page, ids }: RequestOf<typeof reorderDynamicFields>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof reorderDynamicFields>> {
    const command = { type: 'ReorderDynamicFields' as const, view_page, fieldIds: ids };
    const { state } = await this.fields.sendNow(MARKETPLACE_FIELDS, command, actor);
    return success('Order saved', { records: fieldsOf(state, view_page) });
  }
}
